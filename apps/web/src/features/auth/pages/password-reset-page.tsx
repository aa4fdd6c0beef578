import { RESET_REDIRECT_MS } from '@ai-realty/shared/constants';
import { emailSchema, passwordSchema } from '@ai-realty/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { PasswordStrengthMeter } from '../components/password-strength-meter';

const requestSchema = z.object({ email: emailSchema });

const confirmSchema = z
  .object({
    token: z.string().trim().min(1, 'Reset code is required'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });

const backToSignIn = (
  <Link to="/login" className="font-medium text-accent-700 hover:underline dark:text-accent-200">
    Back to sign in
  </Link>
);

function RequestResetForm({ onHaveCode }: { onHaveCode: () => void }) {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(requestSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(({ email }) =>
    request.mutateAsync(email).then(
      () => setSentTo(email),
      () => undefined,
    ),
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your email" footer={backToSignIn}>
        <div className="flex flex-col items-center text-center">
          <div className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-50 text-accent-700 dark:bg-accent-900/40 dark:text-accent-200">
            <MailCheck className="h-6 w-6" aria-hidden />
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" role="status">
            If an account exists for <span className="font-medium break-all">{sentTo}</span>, we have sent it
            a link to reset the password. The link works once and expires in 1 hour.
          </p>
          <Button variant="link" className="mt-4" onClick={onHaveCode}>
            I have a reset code
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {request.isError ? (
          <Alert tone="error">{errorMessage(request.error, 'Failed to send reset email')}</Alert>
        ) : null}
        <Field label="Email" error={errors.email?.message}>
          {(p) => <EmailInput {...p} {...register('email', { onChange: () => clearErrors('email') })} />}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Button variant="link" className="w-full" onClick={onHaveCode}>
          I already have a reset code
        </Button>
      </form>
    </AuthCard>
  );
}

function ConfirmResetForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(confirmSchema),
    defaultValues: { token: token ?? '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (!done) return;
    const id = setTimeout(
      () =>
        navigate('/login', {
          replace: true,
          state: { notice: 'Your password has been reset. Please sign in with your new password.' },
        }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(id);
  }, [done, navigate]);

  const onSubmit = handleSubmit((v) =>
    confirm.mutateAsync({ token: v.token, newPassword: v.newPassword }).then(
      () => setDone(true),
      () => undefined,
    ),
  );

  if (done) {
    return (
      <AuthCard title="Password updated" footer={backToSignIn}>
        <Alert tone="success">Your password has been reset. Taking you to sign in...</Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password you do not use on any other site."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {confirm.isError ? (
          <Alert tone="error">{errorMessage(confirm.error, 'Failed to reset password')}</Alert>
        ) : null}
        {token ? null : (
          <Field label="Reset code" error={errors.token?.message} hint="Paste the code from the reset email.">
            {(p) => (
              <Input
                {...p}
                autoComplete="one-time-code"
                {...register('token', { onChange: () => clearErrors('token') })}
              />
            )}
          </Field>
        )}
        <Field label="New password" error={errors.newPassword?.message}>
          {(p) => (
            <>
              <PasswordInput
                {...p}
                toggleLabel="new password"
                autoComplete="new-password"
                {...register('newPassword', { onChange: () => clearErrors('newPassword') })}
              />
              <PasswordStrengthMeter password={watch('newPassword')} />
            </>
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          {(p) => (
            <PasswordInput
              {...p}
              toggleLabel="password confirmation"
              autoComplete="new-password"
              {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={confirm.isPending}>
          {confirm.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

/** Request mode without a token; confirm mode with ?token=... or a code typed in. */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [typingCode, setTypingCode] = useState(false);
  if (token || typingCode) return <ConfirmResetForm token={token} />;
  return <RequestResetForm onHaveCode={() => setTypingCode(true)} />;
}
