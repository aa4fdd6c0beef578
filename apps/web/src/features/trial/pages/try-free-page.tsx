import { TRIAL_PDF_UPLOADS, TRIAL_SESSION_HOURS } from '@ai-realty/shared/schemas/trial';
import { ArrowRight, CheckCircle2, ClipboardList, FileUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { TrialPageShell } from '../components/trial-page-shell';
import { trialStorage } from '../utils/trial-storage';

const limits = [
  `${TRIAL_PDF_UPLOADS} PDF upload per session`,
  `${TRIAL_SESSION_HOURS}-hour session duration`,
  'Register for unlimited use',
];

function Choice({
  to,
  icon: Icon,
  title,
  text,
  cta,
  note,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  cta: string;
  note?: string;
}) {
  return (
    <Card className="flex flex-col p-6">
      <div className="flex h-11 w-11 items-center justify-center rounded-lg bg-accent-100 text-accent-800 dark:bg-accent-900/40 dark:text-accent-200">
        <Icon className="h-6 w-6" aria-hidden />
      </div>
      <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
      {note ? <p className="mt-3 text-sm font-medium text-amber-800 dark:text-amber-300">{note}</p> : null}
      <Link to={to} className={cn(buttonClasses('primary'), 'mt-5 w-full sm:w-auto')}>
        {cta}
        <ArrowRight className="h-4 w-4" aria-hidden />
      </Link>
    </Card>
  );
}

/** /try-free: the trial's start, with its two ways in and its limits. */
export default function TryFreePage() {
  return (
    <TrialPageShell
      title="Try AI Realty Free"
      intro="Add one property and see what AI can write for it: marketing copy in about 30 seconds, worth $200+ of an agent's time. No account needed."
    >
      {(session) => {
        const pdfUsed = session.pdfUploadsLeft === 0;
        const hasProperty = trialStorage.property() !== null;
        return (
          <>
            {hasProperty ? (
              <Card className="mb-6 flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Your trial property is ready. Pick up where you left off.
                </p>
                <Link to="/try-free/ai" className={buttonClasses('secondary', 'sm')}>
                  See AI options
                </Link>
              </Card>
            ) : null}
            <div className="grid gap-6 md:grid-cols-2">
              <Choice
                to="/try-free/wizard"
                icon={ClipboardList}
                title="Enter details manually"
                text="Answer five short steps: address, details, key features, amenities and marketing keywords."
                cta="Start the wizard"
              />
              <Choice
                to="/try-free/pdf"
                icon={FileUp}
                title="Upload a listing PDF"
                text="Send a listing sheet or flyer and let AI read the property details from it."
                cta={pdfUsed ? 'View your PDF analysis' : 'Upload a PDF'}
                note={pdfUsed ? 'This session has used its PDF upload.' : undefined}
              />
            </div>
            <Card className="mt-8 p-6">
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">Trial limits</h2>
              <ul className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-3 dark:text-slate-300">
                {limits.map((limit) => (
                  <li key={limit} className="flex items-center gap-2">
                    <CheckCircle2
                      className="h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                      aria-hidden
                    />
                    {limit}
                  </li>
                ))}
              </ul>
              <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                Already have an account?{' '}
                <Link
                  to="/login"
                  className="font-medium text-accent-700 hover:underline dark:text-accent-200"
                >
                  Sign in
                </Link>
              </p>
            </Card>
          </>
        );
      }}
    </TrialPageShell>
  );
}
