import { loginBodySchema } from '@ai-realty/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { trackEvent } from '@/lib/analytics';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { CheckboxField } from '../components/checkbox-field';

const loginFormSchema = loginBodySchema
  .pick({ email: true, password: true })
  .extend({ rememberMe: z.boolean() });
type LoginForm = z.input<typeof loginFormSchema>;

const LOCKED_DEFAULT = 'Account locked due to too many failed attempts';
const VERIFY_FIRST =
  'Please verify your email address before logging in. Check your email for a verification link.';

/** Where to go after signing in: the protected page that sent the visitor here, else the dashboard. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/app') ? from : '/app/dashboard';
}

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn, notice } = useSession();
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const stateNotice = (location.state as { notice?: string } | null)?.notice;

  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    trackEvent('login_attempt', { method: 'email' });
    try {
      const answer = await login.mutateAsync({
        email: values.email,
        password: values.password,
        rememberMe: values.rememberMe ?? false,
      });
      await signIn(answer);
      trackEvent('login_success', { method: 'email' });
      navigate(destination(location.state), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 423) {
        setLocked(typeof err.body.error === 'string' && err.body.error ? err.body.error : LOCKED_DEFAULT);
      } else if (err instanceof ApiError && err.code === 'EMAIL_VERIFICATION_REQUIRED') {
        setError(VERIFY_FIRST);
      } else {
        setError(errorMessage(err, 'Login failed. Please try again.'));
      }
    }
  });

  const info = stateNotice ?? notice;

  return (
    <AuthCard
      title="Sign in to AI Realty"
      description="Welcome back. Your properties and generated content are waiting."
      footer={
        <>
          New to AI Realty?{' '}
          <Link to="/register" className="font-medium text-accent-700 hover:underline dark:text-accent-200">
            Create a free account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {info && !locked && !error ? <Alert tone="info">{info}</Alert> : null}
        {locked ? (
          <Alert tone="error" title="Account Locked">
            <span className="block">{locked}</span>
            <span className="mt-1 block">
              You can{' '}
              <Link to="/reset-password" className="font-medium underline">
                reset your password
              </Link>{' '}
              or try again later.
            </span>
          </Alert>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}

        <Field label="Email" error={errors.email?.message}>
          {(p) => (
            <EmailInput
              {...p}
              // A sign-in page has one task: the cursor starts in its first field.
              autoFocus
              {...register('email', {
                onChange: () => {
                  clearErrors('email');
                  setLocked(null);
                },
              })}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(p) => (
            <PasswordInput
              {...p}
              autoComplete="current-password"
              {...register('password', { onChange: () => clearErrors('password') })}
            />
          )}
        </Field>
        <div className="flex items-center justify-between gap-4">
          <CheckboxField label="Remember me" {...register('rememberMe')} />
          <Link
            to="/reset-password"
            className="text-sm font-medium text-accent-700 hover:underline dark:text-accent-200"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting} disabled={Boolean(locked)}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
