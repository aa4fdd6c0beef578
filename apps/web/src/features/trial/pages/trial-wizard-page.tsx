import { TRIAL_MESSAGES } from '@ai-realty/shared/schemas/trial';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { trackEvent } from '@/lib/analytics';
import { createTrialProperty } from '../api/create-trial-property';
import { TrialPageShell } from '../components/trial-page-shell';
import { TrialWizardStep } from '../components/trial-wizard-step';
import { useTrialSession } from '../hooks/use-trial-session';
import { trialCallError } from '../utils/trial-errors';
import { trialStorage } from '../utils/trial-storage';
import {
  emptyTrialWizard,
  firstPropertyProblem,
  STEP_INCOMPLETE,
  TRIAL_STEP_FIELDS,
  TRIAL_STEPS,
  type TrialWizardData,
  trialWizardSchema,
  trialWizardToProperty,
  WIZARD_INCOMPLETE,
} from '../utils/trial-wizard';

function Wizard({ sessionId, onSaved }: { sessionId: string; onSaved: () => void }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(1);
  const form = useForm<TrialWizardData>({
    resolver: zodResolver(trialWizardSchema),
    defaultValues: emptyTrialWizard(),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    // The wizard names what is missing in one message above its buttons, not field by field.
    shouldFocusError: false,
  });
  const {
    trigger,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;
  const error = errors.root?.message;
  const last = step === TRIAL_STEPS.length;
  const current = TRIAL_STEPS[step - 1];

  const next = async () => {
    if (!(await trigger([...TRIAL_STEP_FIELDS[step - 1]])))
      return setError('root', { message: STEP_INCOMPLETE });
    clearErrors();
    setStep(step + 1);
  };

  const back = () => {
    clearErrors();
    setStep(step - 1);
  };

  const finish = handleSubmit(
    async (data) => {
      const property = trialWizardToProperty(data);
      // A value the property rules refuse (a state that is not 2 letters) sends the visitor back to it.
      const problem = firstPropertyProblem(property);
      if (problem) {
        setStep(problem.step);
        return setError('root', { message: problem.message });
      }
      if (!sessionId) return setError('root', { message: TRIAL_MESSAGES.noSession });
      try {
        const saved = await createTrialProperty(sessionId, property);
        trialStorage.setProperty(saved.property);
        trackEvent('trial_property_created', { method: 'wizard' });
        onSaved();
        navigate('/try-free/ai');
      } catch (err) {
        setError('root', { message: trialCallError(err, 'Failed to create property') });
      }
    },
    () => setError('root', { message: WIZARD_INCOMPLETE }),
  );

  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8">
      <form
        noValidate
        onSubmit={(e) => {
          if (last) return void finish(e);
          e.preventDefault();
          void next();
        }}
      >
        <p className="text-sm font-medium text-accent-700 dark:text-accent-200">
          Step {step} of {TRIAL_STEPS.length}
        </p>
        <ProgressBar className="mt-2" label="Wizard progress" value={step} min={1} max={TRIAL_STEPS.length} />
        <h2 className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">{current.title}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{current.description}</p>
        <div className="mt-5">
          <TrialWizardStep step={step} form={form} />
        </div>
        {error ? (
          <Alert tone="error" className="mt-5">
            {error}
          </Alert>
        ) : null}
        <div className="mt-6 flex items-center justify-between gap-3">
          {step > 1 ? (
            <Button variant="secondary" onClick={back} disabled={isSubmitting}>
              <ChevronLeft className="h-4 w-4" aria-hidden />
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={isSubmitting}>
            {last ? 'Create Property' : 'Next'}
            {last ? null : <ChevronRight className="h-4 w-4" aria-hidden />}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /try-free/wizard: the five-step trial wizard; its last button stores the trial property. */
export default function TrialWizardPage() {
  const { refresh } = useTrialSession();
  return (
    <TrialPageShell
      title="Describe Your Property"
      intro="Five short steps, then see what AI can create for it."
    >
      {(session) => <Wizard sessionId={session.sessionId} onSaved={refresh} />}
    </TrialPageShell>
  );
}
