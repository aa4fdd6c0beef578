import { TRIAL_MESSAGES } from '@ai-realty/shared/schemas/trial';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { useTrialAiOptions } from '../api/get-trial-ai-options';
import { TrialErrorScreen } from '../components/trial-error-screen';
import { TrialPageShell } from '../components/trial-page-shell';
import { TrialPropertySummary } from '../components/trial-property-summary';
import { trialStorage } from '../utils/trial-storage';

function AiOptions({ sessionId, hasServerProperty }: { sessionId: string; hasServerProperty: boolean }) {
  const navigate = useNavigate();
  const options = useTrialAiOptions(sessionId);
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const property = trialStorage.property();

  if (!property && !hasServerProperty) {
    return (
      <TrialErrorScreen
        title="Setup Error"
        message={TRIAL_MESSAGES.noProperty}
        actionLabel="Start Over"
        onAction={() => navigate('/try-free')}
      />
    );
  }
  if (options.isError) {
    return (
      <TrialErrorScreen
        title="Setup Error"
        message="Failed to load AI options"
        actionLabel="Start Over"
        onAction={() => navigate('/try-free')}
      />
    );
  }

  const generate = () => {
    if (!choice) return setError('Please select an AI generation option');
    trackEvent('trial_ai_generation', { generation_type: choice });
    navigate('/register?source=trial');
  };

  return (
    <div className="grid gap-6">
      {property ? (
        <Card className="p-5">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            Your trial property
          </h2>
          <div className="mt-3">
            <TrialPropertySummary property={property} />
          </div>
        </Card>
      ) : null}
      <Card className="p-6">
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900 dark:text-white">
            Choose what to create
          </legend>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Create a free account to generate it. Your trial property comes with you.
          </p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {options.isPending
              ? ['a', 'b', 'c', 'd'].map((k) => <Skeleton key={k} className="h-24" />)
              : options.data.availableOptions.map((option) => (
                  <label
                    key={option.name}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-600/40',
                      choice === option.name
                        ? 'border-accent-700 bg-accent-50 dark:border-accent-500 dark:bg-accent-900/30'
                        : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900',
                    )}
                  >
                    <input
                      type="radio"
                      name="ai-option"
                      value={option.name}
                      checked={choice === option.name}
                      onChange={() => {
                        setChoice(option.name);
                        setError(null);
                      }}
                      className="mt-1 h-4 w-4 accent-accent-700"
                    />
                    <span>
                      <span className="block font-medium text-slate-900 dark:text-white">{option.title}</span>
                      <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                        {option.description}
                      </span>
                    </span>
                  </label>
                ))}
          </div>
        </fieldset>
        {error ? (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        ) : null}
        <Button className="mt-6" size="lg" onClick={generate} disabled={options.isPending}>
          <Sparkles className="h-4 w-4" aria-hidden />
          Generate with AI
        </Button>
      </Card>
    </div>
  );
}

/** /try-free/ai: what AI can create for the trial property; choosing leads to registration. */
export default function TrialAiPage() {
  return (
    <TrialPageShell
      title="Your Property Is Ready"
      intro="Pick the first piece of content you want. It takes about 30 seconds once you have an account."
    >
      {(session) => <AiOptions sessionId={session.sessionId} hasServerProperty={session.hasProperty} />}
    </TrialPageShell>
  );
}
