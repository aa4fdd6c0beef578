import { ONBOARDING_RESHOW_MS } from '@ai-realty/shared/constants';
import { describe, expect, it } from 'vitest';
import { nextOnboardingStep, onboardingDelay } from './next-onboarding-step';
import type { OnboardingState } from './onboarding';

const fresh: OnboardingState = {
  completedSteps: [],
  skippedSteps: [],
  lastShownStep: null,
  lastShownAt: null,
};
const NOW = Date.UTC(2025, 5, 1, 12);

describe('nextOnboardingStep', () => {
  it('picks the step from the counts', () => {
    expect(nextOnboardingStep(fresh, { propertyCount: 0, requestCount: 0 }, NOW)).toBe('add-property');
    expect(nextOnboardingStep(fresh, { propertyCount: 2, requestCount: 0 }, NOW)).toBe('generate-ai');
    expect(nextOnboardingStep(fresh, { propertyCount: 2, requestCount: 3 }, NOW)).toBe('follow-up');
  });

  it('never shows a completed or skipped step', () => {
    const done = { ...fresh, completedSteps: ['add-property' as const] };
    expect(nextOnboardingStep(done, { propertyCount: 0, requestCount: 0 }, NOW)).toBeNull();
    const skipped = { ...fresh, skippedSteps: ['generate-ai' as const] };
    expect(nextOnboardingStep(skipped, { propertyCount: 1, requestCount: 0 }, NOW)).toBeNull();
    const followUpSkipped = { ...fresh, skippedSteps: ['follow-up' as const] };
    expect(nextOnboardingStep(followUpSkipped, { propertyCount: 1, requestCount: 1 }, NOW)).toBeNull();
  });

  it('does not re-show a step within 24 hours of its last showing', () => {
    const shown = {
      ...fresh,
      lastShownStep: 'add-property' as const,
      lastShownAt: NOW - ONBOARDING_RESHOW_MS + 1,
    };
    expect(nextOnboardingStep(shown, { propertyCount: 0, requestCount: 0 }, NOW)).toBeNull();
    const dayLater = { ...shown, lastShownAt: NOW - ONBOARDING_RESHOW_MS };
    expect(nextOnboardingStep(dayLater, { propertyCount: 0, requestCount: 0 }, NOW)).toBe('add-property');
  });

  it('the 24-hour rule concerns only the step last shown', () => {
    const shownOther = { ...fresh, lastShownStep: 'add-property' as const, lastShownAt: NOW - 1000 };
    expect(nextOnboardingStep(shownOther, { propertyCount: 1, requestCount: 0 }, NOW)).toBe('generate-ai');
  });

  it('keeps showing follow-up until it is done, even within 24 hours', () => {
    const shown = { ...fresh, lastShownStep: 'follow-up' as const, lastShownAt: NOW - 1000 };
    expect(nextOnboardingStep(shown, { propertyCount: 1, requestCount: 1 }, NOW)).toBe('follow-up');
    const done = { ...shown, completedSteps: ['follow-up' as const] };
    expect(nextOnboardingStep(done, { propertyCount: 1, requestCount: 1 }, NOW)).toBeNull();
  });

  it('opens after 2 s, the follow-up step after 1 s', () => {
    expect(onboardingDelay('add-property')).toBe(2000);
    expect(onboardingDelay('generate-ai')).toBe(2000);
    expect(onboardingDelay('follow-up')).toBe(1000);
  });
});
