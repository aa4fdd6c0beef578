import type { TrialSession } from '@ai-realty/shared/schemas/trial';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useTrialSession } from '../hooks/use-trial-session';
import { trialSetupError } from '../utils/trial-errors';
import { TrialErrorScreen } from './trial-error-screen';
import { TrialSessionBanner } from './trial-session-banner';

/**
 * Every trial page: starts or restores the session first (a spinner meanwhile, the Trial Setup Error
 * screen when it fails), then the page with the session's banner above it.
 */
export function TrialPageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: (session: TrialSession) => ReactNode;
}) {
  const session = useTrialSession();
  if (session.isPending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4">
        <Spinner className="h-8 w-8" label="Starting your trial session" />
        <p className="text-sm text-slate-600 dark:text-slate-400">Starting your trial session...</p>
      </div>
    );
  }
  if (session.isError) {
    return (
      <TrialErrorScreen
        title="Trial Setup Error"
        message={trialSetupError(session.error)}
        actionLabel="Try Again"
        onAction={() => void session.refetch()}
      />
    );
  }
  const expired = Date.parse(session.data.expiresAt) <= Date.now();
  if (expired) {
    return (
      <TrialErrorScreen
        title="Trial Session Expired"
        message="Your 24-hour trial session has ended. Start a new one to continue."
        actionLabel="Start New Trial"
        onAction={session.restart}
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <div className="flex flex-col items-center text-center">
        <TrialSessionBanner expiresAt={session.data.expiresAt} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {intro ? (
          <div className="mt-3 max-w-2xl text-base text-slate-600 dark:text-slate-400">{intro}</div>
        ) : null}
      </div>
      <div className="mt-8">{children(session.data)}</div>
    </div>
  );
}
