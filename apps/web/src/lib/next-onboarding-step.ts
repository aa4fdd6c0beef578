import {
  ONBOARDING_FOLLOW_UP_DELAY_MS,
  ONBOARDING_OPEN_DELAY_MS,
  ONBOARDING_RESHOW_MS,
} from '@ai-realty/shared/constants';
import type { OnboardingState, OnboardingStep } from './onboarding';

/**
 * The onboarding step to show now, or null (docs/product/accounts.md#onboarding-modals): add-property
 * with no properties, generate-ai with a property and no requests, follow-up with both. A completed
 * or skipped step never shows; a step shown less than 24 h ago waits, except follow-up, which keeps
 * showing until it is done.
 */
export function nextOnboardingStep(
  state: OnboardingState,
  counts: { propertyCount: number; requestCount: number },
  now = Date.now(),
): OnboardingStep | null {
  const step: OnboardingStep =
    counts.propertyCount === 0 ? 'add-property' : counts.requestCount === 0 ? 'generate-ai' : 'follow-up';
  if (state.completedSteps.includes(step) || state.skippedSteps.includes(step)) return null;
  if (
    step !== 'follow-up' &&
    state.lastShownStep === step &&
    state.lastShownAt !== null &&
    now - state.lastShownAt < ONBOARDING_RESHOW_MS
  )
    return null;
  return step;
}

/** 2 s after load; the follow-up step, which appears once the first request exists, after 1 s. */
export function onboardingDelay(step: OnboardingStep): number {
  return step === 'follow-up' ? ONBOARDING_FOLLOW_UP_DELAY_MS : ONBOARDING_OPEN_DELAY_MS;
}
