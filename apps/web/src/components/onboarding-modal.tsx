import { Building2, type LucideIcon, MessageSquarePlus, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { nextOnboardingStep, onboardingDelay } from '@/lib/next-onboarding-step';
import {
  completeOnboardingStep,
  markOnboardingShown,
  ONBOARDING_STEPS,
  type OnboardingStep,
  readOnboarding,
  skipOnboardingStep,
} from '@/lib/onboarding';

const CONTENT: Record<
  OnboardingStep,
  { icon: LucideIcon; title: string; body: string; action: string; to: string }
> = {
  'add-property': {
    icon: Building2,
    title: 'Add your first property',
    body: 'Everything starts with a listing. Enter it step by step with the wizard, or upload a listing PDF and let AI Detect fill in the details for you.',
    action: 'Add Property',
    to: '/app/properties?viewMode=wizard',
  },
  'generate-ai': {
    icon: Sparkles,
    title: 'Generate your first AI content',
    body: 'Pick your property and a content type, such as a listing description or SEO keywords. The text is written from your property details in moments.',
    action: 'Generate AI Content',
    to: '/app/ai',
  },
  'follow-up': {
    icon: MessageSquarePlus,
    title: 'Build on it with a follow-up',
    body: 'Every completed response comes with follow-up suggestions: a social post from your listing description, an email for the buyers it targets. Open a response and run one.',
    action: 'View Responses',
    to: '/app/responses',
  },
};

/**
 * The onboarding modal: picks its step from the user's counts and the stored state, opens after the
 * delay in docs/product/accounts.md#onboarding-modals, shows at most once per visit of the page, and
 * records Complete or Skip.
 */
export function OnboardingModal({
  propertyCount,
  requestCount,
}: {
  /** Undefined while loading: nothing opens until both counts are known. */
  propertyCount: number | undefined;
  requestCount: number | undefined;
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<OnboardingStep | null>(null);
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current || propertyCount === undefined || requestCount === undefined) return;
    const next = nextOnboardingStep(readOnboarding(), { propertyCount, requestCount });
    if (!next) return;
    const timer = setTimeout(() => {
      shown.current = true;
      markOnboardingShown(next);
      setStep(next);
    }, onboardingDelay(next));
    return () => clearTimeout(timer);
  }, [propertyCount, requestCount]);

  if (!step) return null;
  const c = CONTENT[step];
  const index = ONBOARDING_STEPS.indexOf(step);

  const complete = () => {
    completeOnboardingStep(step);
    setStep(null);
    navigate(c.to);
  };
  const skip = () => {
    skipOnboardingStep(step);
    setStep(null);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && setStep(null)}
      title={c.title}
      description={`Getting started · step ${index + 1} of ${ONBOARDING_STEPS.length}`}
      footer={
        <>
          <Button variant="ghost" onClick={skip}>
            Skip for now
          </Button>
          <Button onClick={complete}>{c.action}</Button>
        </>
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="rounded-full bg-accent-50 p-4 text-accent-700 dark:bg-accent-900/30 dark:text-accent-200">
          <c.icon className="h-8 w-8" aria-hidden />
        </span>
        <p className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">{c.body}</p>
        <ol className="flex gap-2" aria-label="Onboarding progress">
          {ONBOARDING_STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={i === index ? 'step' : undefined}
              className={cn(
                'h-1.5 w-8 rounded-full',
                i <= index ? 'bg-accent-600' : 'bg-slate-200 dark:bg-slate-700',
              )}
            >
              <span className="sr-only">{CONTENT[s].title}</span>
            </li>
          ))}
        </ol>
      </div>
    </Dialog>
  );
}
