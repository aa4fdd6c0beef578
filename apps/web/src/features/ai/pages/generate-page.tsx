import type { WritingTone } from '@ai-realty/shared/schemas/compliance';
import { formatAddress, type PropertyRecord, parseStoredProperty } from '@ai-realty/shared/schemas/property';
import { ArrowLeft, Coins } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatCredits } from '@/lib/format-credits';
import { noteGenerationStarted } from '@/lib/generation-started';
import { completeOnboardingStep } from '@/lib/onboarding';
import { type GenerationOption, useGenerationOptions } from '@/lib/queries/generation-options';
import { useProperties } from '@/lib/queries/properties';
import { useMe } from '@/lib/queries/user-me';
import { useGenerateContent } from '../api/generate-content';
import { CustomizeStep, type GenerationError } from '../components/customize-step';
import { GeneratingStep } from '../components/generating-step';
import { PropertyPicker } from '../components/property-picker';
import { type GenerationStep, StepIndicator } from '../components/step-indicator';
import { TypePicker } from '../components/type-picker';
import { checkGeneration, insufficientCreditsMessage } from '../utils/check-generation';

const VERIFY_MESSAGE =
  'Please verify your email address to generate AI content. Check your inbox for the verification link, or use Resend Email in the banner above.';

/** The property named by `propertyId`, or the one whose details came in `propertyData` (a PDF job). */
function preselectedProperty(properties: PropertyRecord[], params: URLSearchParams): PropertyRecord | null {
  const id = params.get('propertyId');
  if (id) return properties.find((p) => p.id === id) ?? null;
  const data = params.get('propertyData');
  if (!data) return null;
  try {
    const parsed = JSON.parse(data) as Record<string, unknown>;
    const byId = typeof parsed.id === 'string' ? properties.find((p) => p.id === parsed.id) : undefined;
    if (byId) return byId;
    const address = formatAddress(parseStoredProperty(parsed.property ?? parsed)).toLowerCase();
    return (address && properties.find((p) => p.address.toLowerCase() === address)) || null;
  } catch {
    return null;
  }
}

export default function GeneratePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const properties = useProperties();
  const options = useGenerationOptions();
  const me = useMe();
  const generate = useGenerateContent();

  const [step, setStep] = useState<GenerationStep>('select-property');
  const [property, setProperty] = useState<PropertyRecord | null>(null);
  const [option, setOption] = useState<GenerationOption | null>(null);
  const [instructions, setInstructions] = useState('');
  const [tone, setTone] = useState<WritingTone>('professional');
  const [error, setError] = useState<GenerationError | null>(null);
  const [retried, setRetried] = useState(false);
  const preselectDone = useRef(false);
  const stepRegion = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);

  // Keyboard users continue from the top of the new step rather than from a button that vanished. The
  // page itself goes back to the top, so the title and the step indicator are not left under the
  // sticky header (focusing would scroll only as far as the step's own content).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepRegion.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [step]);

  useEffect(() => {
    if (preselectDone.current || !properties.data) return;
    preselectDone.current = true;
    const match = preselectedProperty(properties.data, params);
    if (match) {
      setProperty(match);
      setStep('select-type');
    }
  }, [properties.data, params]);

  const balance = me.data?.credits;

  const startOver = () => {
    setStep('select-property');
    setProperty(null);
    setOption(null);
    setInstructions('');
    setError(null);
  };

  const retryOptions = async () => {
    const result = await options.refetch();
    setRetried(result.isError);
  };

  const runGeneration = async () => {
    if (!property || !option || generate.isPending) return;
    const problem = checkGeneration({
      options: options.data,
      generationType: option.name,
      balance: balance ?? 0,
    });
    if (problem) {
      setError(
        problem.kind === 'insufficient-credits'
          ? { kind: 'credits', message: problem.message, required: option.price, available: balance }
          : { kind: 'other', message: problem.message },
      );
      return;
    }
    setError(null);
    setStep('generating');
    try {
      const result = await generate.mutateAsync({
        propertyId: property.id,
        generationType: option.name,
        customInstructions: instructions.trim() || undefined,
        tone,
      });
      completeOnboardingStep('generate-ai');
      noteGenerationStarted(result.responseID, option.title);
      navigate(`/app/responses/${encodeURIComponent(result.responseID)}`);
    } catch (err) {
      const body = err instanceof ApiError ? err.body : {};
      if (body.upgradeRequired) {
        const q = new URLSearchParams();
        if (typeof body.reason === 'string') q.set('reason', body.reason);
        if (typeof body.subscriptionPlan === 'string') q.set('plan', body.subscriptionPlan);
        navigate(`/app/upgrade?${q}`);
        return;
      }
      if (err instanceof ApiError && /PDF analysis limit reached/i.test(err.message)) {
        navigate('/app/upgrade?feature=pdf_analysis');
        return;
      }
      setStep('customize');
      if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS') {
        const required = typeof body.required === 'number' ? body.required : option.price;
        setError({
          kind: 'credits',
          message: insufficientCreditsMessage(required, option.title),
          required,
          available: typeof body.available === 'number' ? body.available : undefined,
          plan: typeof body.subscriptionPlan === 'string' ? body.subscriptionPlan : undefined,
        });
        return;
      }
      if (err instanceof ApiError && err.code === 'EMAIL_VERIFICATION_REQUIRED') {
        setError({ kind: 'verify', message: VERIFY_MESSAGE });
        return;
      }
      toast.error(`Failed to generate ${option.title}`);
      setError({
        kind: 'other',
        message: errorMessage(err, 'Failed to generate content. Please try again.'),
      });
    }
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 items-start gap-2">
            {step !== 'select-property' && step !== 'generating' ? (
              <Button variant="ghost" size="icon" onClick={startOver} aria-label="Start over">
                <ArrowLeft className="h-5 w-5" aria-hidden />
              </Button>
            ) : null}
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight">AI Content Generation</h1>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {step === 'select-property' && 'Choose the property to write about.'}
                {step === 'select-type' && 'Choose what to create.'}
                {step === 'customize' && 'Add instructions if you like, then generate.'}
                {step === 'generating' && 'Writing your content.'}
              </p>
            </div>
          </div>
          <div className="flex items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
            <Coins className="h-4 w-4 text-accent-700 dark:text-accent-200" aria-hidden />
            <span className="text-slate-600 dark:text-slate-400">Balance</span>
            {balance === undefined ? (
              <Skeleton className="h-4 w-14" />
            ) : (
              <span className="font-semibold">{formatCredits(balance)}</span>
            )}
          </div>
        </div>
        <StepIndicator step={step} />
      </header>

      <div ref={stepRegion} tabIndex={-1} className="space-y-6 outline-none">
        {step === 'select-property' ? (
          <PropertyPicker
            properties={properties.data}
            loading={properties.isPending}
            failed={properties.isError}
            onRetry={() => properties.refetch()}
            selectedId={property?.id ?? null}
            onSelect={(p) => {
              setProperty(p);
              setError(null);
              setStep('select-type');
            }}
          />
        ) : null}

        {step === 'select-type' && property ? (
          <div className="space-y-5">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              For <span className="font-medium text-slate-900 dark:text-slate-100">{property.address}</span>
            </p>
            <TypePicker
              options={options.data}
              loading={options.isPending}
              failed={options.isError}
              retried={retried}
              retrying={options.isFetching}
              onRetry={retryOptions}
              selected={option?.name ?? null}
              balance={balance}
              onSelect={(o) => {
                setOption(o);
                setError(null);
                setStep('customize');
              }}
            />
            <Button variant="secondary" onClick={() => setStep('select-property')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back
            </Button>
          </div>
        ) : null}

        {step === 'customize' && property && option ? (
          <CustomizeStep
            property={property}
            option={option}
            balance={balance}
            instructions={instructions}
            onInstructionsChange={setInstructions}
            tone={tone}
            onToneChange={setTone}
            running={generate.isPending}
            error={error}
            onBack={() => {
              setError(null);
              setStep('select-type');
            }}
            onGenerate={runGeneration}
          />
        ) : null}

        {step === 'generating' && property && option ? (
          <GeneratingStep title={option.title} address={property.address} />
        ) : null}
      </div>
    </div>
  );
}
