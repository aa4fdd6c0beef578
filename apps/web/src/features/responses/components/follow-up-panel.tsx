import { FOLLOW_UP_POLL_MAX_ATTEMPTS } from '@ai-realty/shared/constants';
import {
  FOLLOW_UP_MAX_CREDITS,
  FOLLOW_UP_MIN_CREDITS,
  followUpInsufficientMessage,
  followUpPrice,
} from '@ai-realty/shared/generation-catalogue';
import type { FollowUpPrompt } from '@ai-realty/shared/schemas/ai';
import { useQueryClient } from '@tanstack/react-query';
import { Lightbulb, Play, SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { InsufficientCreditsAlert } from '@/components/insufficient-credits-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label, Textarea } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { trackEvent } from '@/lib/analytics';
import { ApiError } from '@/lib/api-client';
import { formatCredits } from '@/lib/format-credits';
import { noteGenerationStarted } from '@/lib/generation-started';
import { completeOnboardingStep } from '@/lib/onboarding';
import { useGenerationOptions } from '@/lib/queries/generation-options';
import { useExecuteFollowUp } from '../api/execute-follow-up';
import {
  followUpAttempts,
  followUpsQueryKey,
  isAwaitingSuggestions,
  useFollowUps,
} from '../api/get-follow-ups';
import { FollowUpCard } from './follow-up-card';

const FAILED = 'Failed to execute follow-up prompt';
const VERIFY =
  'Please verify your email address to run follow-ups. Check your inbox for the verification link.';

/** Follow-up suggestions of a completed response and the area that runs one. */
export function FollowUpPanel({
  responseId,
  propertyId,
  balance,
}: {
  responseId: string;
  propertyId: string;
  balance: number | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const followUps = useFollowUps(responseId, true);
  const execute = useExecuteFollowUp();
  const [selected, setSelected] = useState<FollowUpPrompt | null>(null);
  const [instructions, setInstructions] = useState('');
  const [error, setError] = useState<{ kind: 'credits' | 'other'; message: string } | null>(null);
  const fieldId = useId();
  const options = useGenerationOptions();
  // A follow-up costs what its type costs (docs/decisions/0017-follow-up-price.md).
  const priceOf = (p: FollowUpPrompt) =>
    followUpPrice(options.data?.find((o) => o.name === p.generationType)?.price);
  const cost = selected ? priceOf(selected) : FOLLOW_UP_MIN_CREDITS;
  const insufficient = followUpInsufficientMessage(cost);
  const instructionsRef = useRef<HTMLTextAreaElement>(null);

  // Selecting a suggestion moves the keyboard (and the view) to its execute area.
  useEffect(() => {
    if (selected) instructionsRef.current?.focus();
  }, [selected]);

  const state = queryClient.getQueryState(followUpsQueryKey(responseId));
  const attempts = state ? followUpAttempts(state) : 0;
  const prompts = followUps.data?.followUpPrompts ?? [];
  const awaiting = isAwaitingSuggestions(followUps.data);
  const exhausted =
    prompts.length === 0 &&
    !followUps.isFetching &&
    (!awaiting || attempts >= FOLLOW_UP_POLL_MAX_ATTEMPTS || followUps.data?.status === 'failed');
  const short = balance !== undefined && balance < cost;

  // Seen once per response: the suggestions shown, counted when they first appear.
  const viewedFor = useRef<string | null>(null);
  useEffect(() => {
    if (prompts.length === 0 || viewedFor.current === responseId) return;
    viewedFor.current = responseId;
    trackEvent(
      'enhanced_follow_up_view',
      {
        response_id: responseId,
        follow_up_count: prompts.length,
        has_creative_intelligence: prompts.some((p) => p.creativeAngle.trim() !== ''),
        is_property_specific: prompts.some((p) => p.propertySpecific),
      },
      prompts.length,
    );
  }, [prompts, responseId]);

  const cancel = () => {
    setSelected(null);
    setInstructions('');
    setError(null);
  };

  const run = async () => {
    if (!selected || execute.isPending) return;
    if ((balance ?? 0) < cost) {
      setError({ kind: 'credits', message: insufficient });
      return;
    }
    setError(null);
    try {
      const result = await execute.mutateAsync({
        followUpPromptId: selected.id,
        propertyId,
        customInstructions: instructions.trim() || undefined,
      });
      completeOnboardingStep('follow-up');
      if (selected.propertySpecific) {
        trackEvent('property_specific_follow_up', {
          response_id: responseId,
          generation_type: selected.generationType,
          is_property_specific: true,
        });
      }
      noteGenerationStarted(result.responseID, selected.title);
      cancel();
      navigate(`/app/responses/${encodeURIComponent(result.responseID)}`);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS')
        setError({ kind: 'credits', message: err.message || insufficient });
      else if (err instanceof ApiError && err.code === 'EMAIL_VERIFICATION_REQUIRED')
        setError({ kind: 'other', message: VERIFY });
      else {
        setError({ kind: 'other', message: FAILED });
        toast.error(FAILED);
      }
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="h-5 w-5 text-accent-700 dark:text-accent-200" aria-hidden />
          Follow-up suggestions
        </CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Build on this content. A follow-up costs what its content type costs ({FOLLOW_UP_MIN_CREDITS}-
          {FOLLOW_UP_MAX_CREDITS} credits) and creates a new response.
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        {prompts.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {prompts.map((p) => (
              <li key={p.id}>
                <FollowUpCard
                  prompt={p}
                  price={options.data ? priceOf(p) : undefined}
                  affordable={balance === undefined || balance >= priceOf(p)}
                  selected={selected?.id === p.id}
                  onSelect={() => {
                    setSelected(p);
                    setError(null);
                  }}
                />
              </li>
            ))}
          </ul>
        ) : exhausted ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700">
            <SearchX className="h-6 w-6 text-slate-400" aria-hidden />
            <h3 className="font-semibold">No Follow-Up Suggestions Generated</h3>
            <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
              No suggestions were written for this response. You can still create more content for this
              property with Generate New.
            </p>
          </div>
        ) : (
          <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-6 text-sm text-slate-600 dark:bg-slate-800/50 dark:text-slate-300">
            <Spinner />
            <span>Writing follow-up suggestions for this response…</span>
          </div>
        )}

        {selected ? (
          <section
            aria-label="Run follow-up"
            className="space-y-4 rounded-xl border border-accent-600/40 bg-accent-50/50 p-4 dark:border-accent-700/50 dark:bg-accent-900/10"
          >
            <div>
              <p className="text-xs font-medium tracking-wide text-slate-500 dark:text-slate-400 uppercase">
                Selected follow-up
              </p>
              <h3 className="mt-0.5 font-semibold">{selected.title}</h3>
            </div>
            <div>
              <Label htmlFor={fieldId}>Additional instructions (optional)</Label>
              <Textarea
                id={fieldId}
                ref={instructionsRef}
                rows={3}
                maxLength={4000}
                value={instructions}
                onChange={(e) => setInstructions(e.target.value)}
                placeholder="e.g. Keep it under 100 words and mention the open house on Saturday."
              />
            </div>
            {error?.kind === 'credits' || (short && !error) ? (
              <InsufficientCreditsAlert
                message={error?.kind === 'credits' ? error.message : insufficient}
                required={cost}
                available={balance}
              />
            ) : error ? (
              <Alert tone="error">{error.message}</Alert>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Cost: <span className="font-semibold">{formatCredits(cost)}</span>
                {balance !== undefined ? <> · Your balance: {formatCredits(balance)}</> : null}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={cancel} disabled={execute.isPending}>
                  Cancel
                </Button>
                <Button onClick={run} loading={execute.isPending} disabled={short}>
                  {execute.isPending ? null : <Play className="h-4 w-4" aria-hidden />}
                  {execute.isPending ? 'Executing...' : 'Execute'}
                </Button>
              </div>
            </div>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
