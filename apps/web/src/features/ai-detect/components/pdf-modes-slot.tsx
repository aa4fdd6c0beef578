import { PDF_ANALYSIS_CREDITS } from '@ai-realty/shared/constants';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AiAnalysisHistory } from './ai-analysis-history';
import { AiDetectPanel } from './ai-detect-panel';

const modes = {
  aiDetect: {
    title: 'AI Detect',
    description: `Upload a listing PDF and AI extracts the property details for you. Each analysis costs ${PDF_ANALYSIS_CREDITS} credits.`,
  },
  aiDetectJobs: {
    title: 'AI Analysis History',
    description: 'Your PDF analyses with their status and the property details they extracted.',
  },
} as const;

/**
 * Where the Properties page mounts its two PDF modes: the heading, the way back to the list, and the
 * AI Detect panel or the AI Analysis History. `onShowHistory` lets the panel switch to the history.
 */
export function PdfModesSlot({
  mode,
  onBack,
  onShowHistory,
}: {
  mode: keyof typeof modes;
  onBack: () => void;
  onShowHistory?: () => void;
}) {
  const { title, description } = modes[mode];
  return (
    <section aria-labelledby="pdf-mode-title" className="space-y-4" data-testid={`mode-${mode}`}>
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to properties
      </Button>
      <div>
        <h1 id="pdf-mode-title" className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      {mode === 'aiDetect' ? <AiDetectPanel onShowHistory={onShowHistory} /> : <AiAnalysisHistory />}
    </section>
  );
}
