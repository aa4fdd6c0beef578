import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { registerStep2Schema } from '@ai-realty/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Gift } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, FieldError, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { CheckboxField } from './checkbox-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import type { RegisterDetails } from './register-initial-step';

export type RegisterSecrets = z.output<typeof registerStep2Schema>;

const linkClass = 'font-medium text-accent-700 underline-offset-2 hover:underline dark:text-accent-200';

/** Registration step 2 ('Almost There'): password, confirmation, promo code and terms. */
export function RegisterCompleteStep({
  details,
  hasTrialData,
  error,
  onBack,
  onSubmit,
}: {
  details: RegisterDetails;
  hasTrialData: boolean;
  error: string | null;
  onBack: () => void;
  onSubmit: (secrets: RegisterSecrets) => void;
}) {
  const {
    register,
    handleSubmit,
    clearErrors,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerStep2Schema),
    defaultValues: { password: '', confirmPassword: '', promoCode: '', acceptTerms: false },
    reValidateMode: 'onSubmit',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <ProgressBar label="Registration progress" value={90} size="sm" />
        <p className="mt-2 text-xs font-medium text-slate-500 dark:text-slate-400">90% complete</p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
          Almost There
        </h1>
        <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          Choose a password for{' '}
          <span className="font-medium break-all text-slate-900 dark:text-white">{details.email}</span>.
        </p>
        <button
          type="button"
          onClick={onBack}
          className={`mt-2 inline-flex items-center gap-1 text-sm ${linkClass}`}
        >
          <ArrowLeft className="h-3.5 w-3.5" aria-hidden />
          Back to edit your name and email
        </button>

        {hasTrialData ? (
          <Alert tone="info" title="Your trial work comes with you" className="mt-5">
            The property and AI options from your free trial will be added to your new account.
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="error" className="mt-5">
            {error}
          </Alert>
        ) : null}

        <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
          <Field label="Password" error={errors.password?.message}>
            {(p) => (
              <>
                <PasswordInput
                  {...p}
                  autoComplete="new-password"
                  {...register('password', { onChange: () => clearErrors('password') })}
                />
                <PasswordStrengthMeter password={password} />
              </>
            )}
          </Field>
          <Field label="Confirm password" error={errors.confirmPassword?.message}>
            {(p) => (
              <PasswordInput
                {...p}
                toggleLabel="password confirmation"
                autoComplete="new-password"
                {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
              />
            )}
          </Field>
          <Field
            label={
              <span className="inline-flex items-center gap-1.5">
                <Gift className="h-3.5 w-3.5" aria-hidden />
                Promo code <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
              </span>
            }
          >
            {(p) => <Input {...p} autoComplete="off" {...register('promoCode')} />}
          </Field>
          <div>
            <CheckboxField
              aria-invalid={Boolean(errors.acceptTerms)}
              aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
              label={
                <>
                  I agree to the{' '}
                  <a href="/terms" target="_blank" rel="noreferrer" className={linkClass}>
                    Terms of Service
                  </a>{' '}
                  and the{' '}
                  <a href="/privacy" target="_blank" rel="noreferrer" className={linkClass}>
                    Privacy Policy
                  </a>
                </>
              }
              {...register('acceptTerms', { onChange: () => clearErrors('acceptTerms') })}
            />
            <FieldError id="accept-terms-error" message={errors.acceptTerms?.message} />
          </div>
          <Button type="submit" size="lg" className="w-full">
            Create Account
          </Button>
          <p className="text-center text-xs text-slate-500 dark:text-slate-400">
            Verify your email after signing up to receive {REGISTRATION_CREDITS} free credits.
          </p>
        </form>
      </Card>
    </div>
  );
}
