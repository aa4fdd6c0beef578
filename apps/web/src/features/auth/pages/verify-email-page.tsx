import { RESEND_COOLDOWN_SECONDS, STATUS_MESSAGE_MS } from '@ai-realty/shared/constants';
import { emailSchema } from '@ai-realty/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { confirmEmailVerification } from '../api/confirm-email-verification';
import { useRequestEmailVerification } from '../api/request-email-verification';
import { AuthCard } from '../components/auth-card';
import { useCountdown } from '../hooks/use-countdown';

type Outcome =
  | { state: 'loading' }
  | { state: 'success'; message: string }
  | { state: 'error'; message: string };

const NO_TOKEN = 'Invalid verification link. No token provided.';
const ALREADY_VERIFIED = 'Email already verified. You can now log in.';
const FAILED = 'Email verification failed. The link may be expired or invalid.';

function ResendVerification({ defaultEmail }: { defaultEmail: string }) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<{ email: string }>({
    resolver: zodResolver(z.object({ email: emailSchema })),
    defaultValues: { email: defaultEmail },
  });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const cooldown = useCountdown();
  const resend = useRequestEmailVerification();

  // The sent or failed note is a passing status, cleared after 5 seconds like the banner's.
  useEffect(() => {
    if (!message) return;
    const id = setTimeout(() => setMessage(null), STATUS_MESSAGE_MS);
    return () => clearTimeout(id);
  }, [message]);

  const onSend = handleSubmit(({ email }) => {
    resend.mutate(email, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: 'Verification email sent! Please check your inbox.' });
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: () =>
        setMessage({ tone: 'error', text: 'Failed to send verification email. Please try again.' }),
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSend}
      className="mt-6 space-y-3 border-t border-slate-200 pt-6 text-left dark:border-slate-800"
    >
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">Get a new verification link</h2>
      {defaultEmail ? null : (
        <Field label="Email" error={errors.email?.message}>
          {(p) => <EmailInput {...p} {...register('email', { onChange: () => clearErrors('email') })} />}
        </Field>
      )}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Button type="submit" className="w-full" loading={resend.isPending} disabled={cooldown.remaining > 0}>
        {cooldown.remaining > 0 ? `Resend in ${cooldown.remaining}s` : 'Resend Verification Email'}
      </Button>
    </form>
  );
}

/**
 * Reads ?token=..., confirms it once and shows loading, success or error
 * (docs/product/accounts.md#email-verification).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { status, user, refreshUser } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'loading' } : { state: 'error', message: NO_TOKEN },
  );
  const confirmedToken = useRef<string | null>(null);

  useEffect(() => {
    // A verification token works once: never send it twice (strict mode runs effects twice).
    if (!token || confirmedToken.current === token) return;
    confirmedToken.current = token;
    setOutcome({ state: 'loading' });
    confirmEmailVerification(token).then(
      (answer) => {
        setOutcome({ state: 'success', message: answer?.message || 'Your email address is verified.' });
        void refreshUser();
      },
      (err) => {
        const message = errorMessage(err, FAILED);
        if (/already verified/i.test(message)) setOutcome({ state: 'success', message: ALREADY_VERIFIED });
        else setOutcome({ state: 'error', message });
      },
    );
  }, [token, refreshUser]);

  const signedIn = status === 'authenticated';

  if (outcome.state === 'loading') {
    return (
      <AuthCard title="Verifying your email">
        <div className="flex flex-col items-center py-6 text-center">
          <Spinner className="h-10 w-10" label="Verifying your email" />
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">This takes a moment.</p>
        </div>
      </AuthCard>
    );
  }

  if (outcome.state === 'success') {
    return (
      <AuthCard title="Email verified">
        <div className="flex flex-col items-center text-center">
          <div className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
            <CheckCircle2 className="h-7 w-7" aria-hidden />
          </div>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" role="status">
            {outcome.message}
          </p>
          <div className="mt-6 flex w-full flex-col gap-2">
            {signedIn ? (
              <Link to="/app/dashboard" className={buttonClasses('primary', 'lg')}>
                Go to Dashboard
              </Link>
            ) : (
              <Link to="/login" className={buttonClasses('primary', 'lg')}>
                Sign In
              </Link>
            )}
          </div>
        </div>
      </AuthCard>
    );
  }

  const expired = /expired/i.test(outcome.message);
  return (
    <AuthCard title="We could not verify your email">
      <div className="flex flex-col items-center text-center">
        <div className="flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300">
          <XCircle className="h-7 w-7" aria-hidden />
        </div>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" role="alert">
          {outcome.message}
        </p>
        <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row">
          <Link to="/login" className={`${buttonClasses('secondary')} sm:flex-1`}>
            Sign In
          </Link>
          <Link to="/register" className={`${buttonClasses('secondary')} sm:flex-1`}>
            Create Account
          </Link>
        </div>
      </div>
      {expired ? <ResendVerification defaultEmail={user?.email ?? ''} /> : null}
    </AuthCard>
  );
}
