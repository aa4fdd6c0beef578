import {
  REGISTRATION_CREDITS,
  RESEND_COOLDOWN_SECONDS,
  STATUS_MESSAGE_MS,
} from '@ai-realty/shared/constants';
import { MailWarning, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useRequestEmailVerification } from '../api/request-email-verification';
import { useCountdown } from '../hooks/use-countdown';

type StatusMessage = { tone: 'success' | 'error'; text: string };

/**
 * The signed-in shell's reminder for unverified accounts, with Resend and dismiss
 * (docs/product/accounts.md#email-verification).
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [dismissed, setDismissed] = useState(false);
  const [message, setMessage] = useState<StatusMessage | null>(null);
  const cooldown = useCountdown();
  const resend = useRequestEmailVerification();

  useEffect(() => {
    if (!message) return;
    const id = setTimeout(() => setMessage(null), STATUS_MESSAGE_MS);
    return () => clearTimeout(id);
  }, [message]);

  if (dismissed) return null;

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: 'Verification email sent! Please check your inbox.' });
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: () => setMessage({ tone: 'error', text: 'Failed to send verification email' }),
    });

  const label = resend.isPending
    ? 'Sending...'
    : cooldown.remaining > 0
      ? `Resend in ${cooldown.remaining}s`
      : 'Resend Email';

  return (
    <section
      aria-label="Email verification"
      className="border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6">
        <MailWarning
          className="hidden h-5 w-5 shrink-0 text-amber-700 sm:block dark:text-amber-300"
          aria-hidden
        />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">Please verify your email address</p>
          <p className="mt-0.5 text-amber-900 dark:text-amber-200">
            We sent a link to <span className="font-medium break-all">{email}</span>. Verification is needed
            for all features and for your {REGISTRATION_CREDITS} free credits.
          </p>
          {message ? (
            <p
              role={message.tone === 'error' ? 'alert' : 'status'}
              className={
                message.tone === 'error'
                  ? 'mt-1 font-medium text-red-700 dark:text-red-300'
                  : 'mt-1 font-medium text-emerald-800 dark:text-emerald-300'
              }
            >
              {message.text}
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={onResend}
            loading={resend.isPending}
            disabled={cooldown.remaining > 0}
          >
            {label}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label="Dismiss verification reminder"
            onClick={() => setDismissed(true)}
            className="text-amber-900 hover:bg-amber-100 dark:text-amber-100 dark:hover:bg-amber-900/40"
          >
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
    </section>
  );
}
