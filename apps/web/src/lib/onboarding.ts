import { ONBOARDING_STORAGE_KEY } from '@ai-realty/shared/constants';

// Onboarding state in local storage under `ai-realty-onboarding`
// (docs/product/accounts.md#onboarding-modals).
export const ONBOARDING_STEPS = ['add-property', 'generate-ai', 'follow-up'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type OnboardingState = {
  completedSteps: OnboardingStep[];
  skippedSteps: OnboardingStep[];
  lastShownStep: OnboardingStep | null;
  lastShownAt: number | null;
};

const empty = (): OnboardingState => ({
  completedSteps: [],
  skippedSteps: [],
  lastShownStep: null,
  lastShownAt: null,
});

export function readOnboarding(): OnboardingState {
  try {
    const raw = localStorage.getItem(ONBOARDING_STORAGE_KEY);
    if (!raw) return empty();
    const parsed = JSON.parse(raw) as Partial<OnboardingState>;
    return {
      completedSteps: Array.isArray(parsed.completedSteps) ? parsed.completedSteps : [],
      skippedSteps: Array.isArray(parsed.skippedSteps) ? parsed.skippedSteps : [],
      lastShownStep: parsed.lastShownStep ?? null,
      lastShownAt: typeof parsed.lastShownAt === 'number' ? parsed.lastShownAt : null,
    };
  } catch {
    return empty();
  }
}

export function writeOnboarding(state: OnboardingState) {
  localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(state));
  window.dispatchEvent(new Event('ai-realty-onboarding'));
}

/** Records a step as done (e.g. after the wizard or AI Detect creates a property). Safe to call twice. */
export function completeOnboardingStep(step: OnboardingStep) {
  const state = readOnboarding();
  if (state.completedSteps.includes(step)) return;
  writeOnboarding({ ...state, completedSteps: [...state.completedSteps, step] });
}

export function skipOnboardingStep(step: OnboardingStep) {
  const state = readOnboarding();
  if (state.skippedSteps.includes(step)) return;
  writeOnboarding({ ...state, skippedSteps: [...state.skippedSteps, step] });
}

export function markOnboardingShown(step: OnboardingStep, at = Date.now()) {
  writeOnboarding({ ...readOnboarding(), lastShownStep: step, lastShownAt: at });
}
