import { typeDisplayName } from '@ai-realty/shared/generation-catalogue';
import { formatDateTime } from '@ai-realty/shared/rules/format';
import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Markdown } from '@/components/markdown';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CopyButton } from './copy-button';
import { ResponseStatusBadge } from './response-status-badge';
import { WriterLabel } from './writer-label';

/** The detail modal of the Responses list: read and copy without leaving the list. */
export function ResponseQuickView({
  response,
  onClose,
}: {
  response: AiResponse | null;
  onClose: () => void;
}) {
  const r = response;
  return (
    <Dialog
      open={Boolean(r)}
      onOpenChange={(open) => !open && onClose()}
      className="max-w-2xl"
      title={r ? typeDisplayName(r.Type) : ''}
      description={r ? `${r.Address} · ${formatDateTime(r.Time)}` : undefined}
      footer={
        r ? (
          <>
            {r.Status === 'Complete' ? <CopyButton text={r.Response} /> : null}
            <Link to={`/app/responses/${encodeURIComponent(r.ID)}`} className={buttonClasses('primary')}>
              Open full view
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </>
        ) : null
      }
    >
      {r ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <ResponseStatusBadge status={r.Status} />
            <WriterLabel writer={r.Writer} />
          </div>
          {r.Prompt ? (
            <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
              <p className="font-medium">Custom instructions</p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-600 dark:text-slate-300">
                {r.Prompt}
              </p>
            </div>
          ) : null}
          {r.Status === 'Failed' ? (
            <Alert tone="error" title="Generation failed">
              {r.ErrorMessage ?? 'The content could not be generated.'} The credits for this request were
              refunded.
            </Alert>
          ) : r.Response ? (
            <Markdown>{r.Response}</Markdown>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              This content is still being written. Open the full view to watch it arrive.
            </p>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
