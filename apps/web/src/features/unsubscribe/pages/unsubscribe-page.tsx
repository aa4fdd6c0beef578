import { PRODUCT_NAME } from '@ai-realty/shared/constants';
import { emailSchema } from '@ai-realty/shared/schemas/auth';
import { UNSUBSCRIBE_FEEDBACK_MAX, UNSUBSCRIBE_MESSAGES } from '@ai-realty/shared/schemas/unsubscribe';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailInput } from '@/components/ui/email-input';
import { Field, FieldError, Label, Textarea } from '@/components/ui/field';
import { trackEvent } from '@/lib/analytics';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useUnsubscribe } from '../api/unsubscribe';

// /unsubscribe (docs/product/commercial.md#unsubscribe): the address (filled in from ?email=, as the
// link in a marketing mail opens it), optional feedback with a counter, then a confirmation.

const formSchema = z.object({
  email: emailSchema,
  message: z.string().max(UNSUBSCRIBE_FEEDBACK_MAX, UNSUBSCRIBE_MESSAGES.feedbackTooLong),
});

const linkClass = 'font-medium text-accent-700 hover:underline dark:text-accent-200';

function Confirmation({ email, message }: { email: string; message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: keyboard and screen-reader users land on the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
        <MailX className="h-6 w-6" aria-hidden />
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 outline-none dark:text-white"
      >
        You are unsubscribed
      </h1>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" role="status">
        {message}
      </p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium break-all text-slate-900 dark:text-white">{email}</span> will still get
        the emails an account needs: verification links, password resets and payment receipts.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses('primary')}>
          Back to home
        </Link>
        <Link to="/contact" className={buttonClasses('secondary')}>
          Contact us
        </Link>
      </div>
    </div>
  );
}

export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);
  const feedbackId = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { email: params.get('email')?.trim() ?? '', message: '' },
    reValidateMode: 'onSubmit',
  });
  const length = watch('message').length;
  const over = length > UNSUBSCRIBE_FEEDBACK_MAX;

  const onSubmit = handleSubmit(async ({ email, message }) => {
    const feedback = message.trim();
    trackEvent('unsubscribe_attempt', { has_feedback: feedback.length > 0 });
    try {
      const answer = await unsubscribe.mutateAsync({ email, ...(feedback ? { message: feedback } : {}) });
      trackEvent('unsubscribe_success');
      setDone({ email, message: answer.message });
    } catch (error) {
      trackEvent('unsubscribe_error', { error_type: error instanceof ApiError ? error.code : 'network' });
    }
  });

  return (
    <div className="px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
        {done ? (
          <Confirmation email={done.email} message={done.message} />
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
              Unsubscribe from emails
            </h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Enter your email address and {PRODUCT_NAME} will stop sending it marketing emails. Emails an
              account needs, such as verification links, password resets and receipts, still arrive.
            </p>
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
              {unsubscribe.isError ? (
                <Alert tone="error">{errorMessage(unsubscribe.error, UNSUBSCRIBE_MESSAGES.network)}</Alert>
              ) : null}
              <Field label="Email address" error={errors.email?.message}>
                {(p) => (
                  <EmailInput {...p} {...register('email', { onChange: () => clearErrors('email') })} />
                )}
              </Field>
              <div>
                <Label htmlFor={feedbackId}>
                  Why are you leaving?{' '}
                  <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
                </Label>
                <Textarea
                  id={feedbackId}
                  rows={4}
                  placeholder="Your feedback helps us send better emails."
                  aria-invalid={Boolean(errors.message) || over}
                  aria-describedby={`${feedbackId}-count${errors.message ? ` ${feedbackId}-error` : ''}`}
                  {...register('message', { onChange: () => clearErrors('message') })}
                />
                <p
                  id={`${feedbackId}-count`}
                  className={cn(
                    'mt-1 text-right text-xs tabular-nums',
                    over
                      ? 'font-medium text-red-600 dark:text-red-400'
                      : 'text-slate-500 dark:text-slate-400',
                  )}
                >
                  {length.toLocaleString('en-US')}/{UNSUBSCRIBE_FEEDBACK_MAX} characters
                </p>
                <FieldError id={`${feedbackId}-error`} message={errors.message?.message} />
              </div>
              <Button type="submit" size="lg" className="w-full" loading={unsubscribe.isPending}>
                {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
            </form>
            <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
              Changed your mind?{' '}
              <Link to="/" className={linkClass}>
                Back to home
              </Link>{' '}
              ·{' '}
              <Link to="/contact" className={linkClass}>
                Contact us
              </Link>
            </p>
          </>
        )}
      </Card>
    </div>
  );
}
