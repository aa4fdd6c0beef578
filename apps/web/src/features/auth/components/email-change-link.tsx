import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { confirmEmailChange, undoEmailChange } from '../api/email-change-links';
import { AuthCard } from './auth-card';

type Outcome =
  | { state: 'loading' }
  | { state: 'success'; message: string }
  | { state: 'error'; message: string };

const COPY = {
  confirm: {
    loading: 'Confirming your new email',
    success: 'Email address changed',
    error: 'We could not change your email',
    failed: 'This email change link is invalid or has already been used.',
    send: confirmEmailChange,
  },
  undo: {
    loading: 'Cancelling the email change',
    success: 'Email change cancelled',
    error: 'We could not cancel the email change',
    failed: 'This link is invalid, has expired or has already been used.',
    send: undoEmailChange,
  },
} as const;

/**
 * Follows a mailed email-change link once (?token=...). Either outcome ends every session on the
 * server, so this browser signs out too and the page offers to sign in again.
 */
export function EmailChangeLink({ kind }: { kind: 'confirm' | 'undo' }) {
  const copy = COPY[kind];
  const [params] = useSearchParams();
  const token = params.get('token');
  const { status, logout } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'loading' } : { state: 'error', message: copy.failed },
  );
  const sentToken = useRef<string | null>(null);
  const signedIn = useRef(status === 'authenticated');
  signedIn.current = status === 'authenticated';

  useEffect(() => {
    // Each link works once: never send it twice (strict mode runs effects twice).
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    copy.send(token).then(
      (answer) => {
        setOutcome({ state: 'success', message: answer?.message ?? copy.success });
        if (signedIn.current) void logout().catch(() => undefined);
      },
      (err) => setOutcome({ state: 'error', message: errorMessage(err, copy.failed) }),
    );
  }, [token, copy, logout]);

  if (outcome.state === 'loading') {
    return (
      <AuthCard title={copy.loading}>
        <div className="flex justify-center py-6">
          <Spinner className="h-10 w-10" label={copy.loading} />
        </div>
      </AuthCard>
    );
  }
  const ok = outcome.state === 'success';
  return (
    <AuthCard title={ok ? copy.success : copy.error}>
      <div className="flex flex-col items-center text-center">
        <div
          className={
            ok
              ? 'flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300'
              : 'flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300'
          }
        >
          {ok ? (
            <CheckCircle2 className="h-7 w-7" aria-hidden />
          ) : (
            <XCircle className="h-7 w-7" aria-hidden />
          )}
        </div>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" role={ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
        <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row">
          <Link to="/login" className={`${buttonClasses(ok ? 'primary' : 'secondary', 'lg')} sm:flex-1`}>
            Sign In
          </Link>
          {kind === 'undo' && ok ? (
            <Link to="/reset-password" className={`${buttonClasses('secondary', 'lg')} sm:flex-1`}>
              Reset Password
            </Link>
          ) : null}
        </div>
      </div>
    </AuthCard>
  );
}
