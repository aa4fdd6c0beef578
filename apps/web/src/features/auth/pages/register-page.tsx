import { POST_REGISTRATION_REDIRECT_MS, REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { TRIAL_SESSION_STORAGE_KEY } from '@ai-realty/shared/schemas/trial';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { trackEvent } from '@/lib/analytics';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { login } from '../api/login';
import { registerAccount } from '../api/register';
import { registerFromTrial } from '../api/register-from-trial';
import { trackLead } from '../api/track-lead';
import { RegisterCompleteStep, type RegisterSecrets } from '../components/register-complete-step';
import { type RegisterDetails, RegisterInitialStep } from '../components/register-initial-step';

type Step = 'initial' | 'complete' | 'verification' | 'success';

function readTrialSession(): string | null {
  try {
    return localStorage.getItem(TRIAL_SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Registration as docs/product/accounts.md#registration says: initial → complete → verification →
 * success → dashboard.
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const source = params.get('source') || 'direct';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [step, setStep] = useState<Step>('initial');
  const [details, setDetails] = useState<RegisterDetails>({ fullName: '', email: '' });
  const [error, setError] = useState<string | null>(null);
  const [trialSessionId] = useState(readTrialSession);

  useEffect(() => {
    if (step !== 'success') return;
    const id = setTimeout(() => navigate('/app/dashboard', { replace: true }), POST_REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [step, navigate]);

  const onContinue = async (next: RegisterDetails) => {
    // The lead is worth recording, but a failed call must never stop a sign-up.
    await trackLead({ ...next, source }).catch(() => undefined);
    trackEvent('sign_up_start', { source });
    setDetails(next);
    setError(null);
    setStep('complete');
  };

  /** Resolves true when the account was made from the trial (its property comes along). */
  const createAccount = async (secrets: RegisterSecrets): Promise<boolean> => {
    const promoCode = secrets.promoCode?.trim() || undefined;
    const body = { ...details, password: secrets.password, promoCode };
    if (!trialSessionId) {
      await registerAccount(body);
      return false;
    }
    let fromTrial = true;
    try {
      await registerFromTrial({ sessionId: trialSessionId, ...details, password: secrets.password });
    } catch (err) {
      // An expired (410) or unknown (404) trial session: register without the trial's data.
      if (!(err instanceof ApiError && (err.status === 404 || err.status === 410))) throw err;
      await registerAccount(body);
      fromTrial = false;
    }
    localStorage.removeItem(TRIAL_SESSION_STORAGE_KEY);
    return fromTrial;
  };

  const onSubmit = async (secrets: RegisterSecrets) => {
    setError(null);
    setStep('verification');
    try {
      const fromTrial = await createAccount(secrets);
      if (fromTrial) trackEvent('trial_conversion', { source });
      trackEvent('sign_up_complete', { method: 'email', source });
      const tokens = await login({ email: details.email, password: secrets.password, rememberMe: false });
      await signIn(tokens);
      setStep('success');
    } catch (err) {
      setError(errorMessage(err, 'Registration failed. Please try again.'));
      setStep('complete');
    }
  };

  if (step === 'initial') return <RegisterInitialStep defaultValues={details} onContinue={onContinue} />;

  if (step === 'complete') {
    return (
      <RegisterCompleteStep
        details={details}
        hasTrialData={source === 'trial' && Boolean(trialSessionId)}
        error={error}
        onBack={() => {
          setError(null);
          setStep('initial');
        }}
        onSubmit={onSubmit}
      />
    );
  }

  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <Card className="w-full max-w-md p-8 text-center">
        {step === 'verification' ? (
          <>
            <Spinner className="mx-auto h-10 w-10" label="Creating your account" />
            <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
              Creating Your Account
            </h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Setting up your workspace. This only takes a moment.
            </p>
          </>
        ) : (
          <>
            <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/40 dark:text-emerald-300">
              <CheckCircle2 className="h-7 w-7" aria-hidden />
            </div>
            <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">
              Welcome to AI Realty, {details.fullName.split(' ')[0]}!
            </h1>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              Your account is ready. We sent a verification link to{' '}
              <span className="font-medium break-all text-slate-900 dark:text-white">{details.email}</span>.
              Verify it to receive your {REGISTRATION_CREDITS} free credits.
            </p>
            <p className="mt-4 text-sm text-slate-500 dark:text-slate-400" role="status">
              Taking you to your dashboard...
            </p>
            <Button className="mt-4" onClick={() => navigate('/app/dashboard', { replace: true })}>
              Go to dashboard now
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}
