import { generationNeeds } from '@ai-realty/shared/rules/generation-readiness';
import { WRITING_TONES, type WritingTone } from '@ai-realty/shared/schemas/compliance';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { ArrowLeft, ChevronDown, Crown, MapPin, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { InsufficientCreditsAlert } from '@/components/insufficient-credits-alert';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label, Textarea } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCredits } from '@/lib/format-credits';
import type { GenerationOption } from '@/lib/queries/generation-options';
import { insufficientCreditsMessage } from '../utils/check-generation';

export type GenerationError =
  | { kind: 'credits'; message: string; required?: number; available?: number; plan?: string }
  | { kind: 'verify' | 'other'; message: string };

export const INSTRUCTIONS_MAX = 4000;

const TONE_CHOICES: Record<WritingTone, { label: string; hint: string }> = {
  professional: { label: 'Professional', hint: 'Clear, factual, confident' },
  warm: { label: 'Warm', hint: 'Friendly and inviting' },
  luxury: { label: 'Luxury', hint: 'Refined and understated' },
  concise: { label: 'Concise', hint: 'Short, the strongest facts only' },
};

/** The tone of the piece, as a row of radio cards (arrow keys move between them). */
function TonePicker({ value, onChange }: { value: WritingTone; onChange: (tone: WritingTone) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium">Tone</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {WRITING_TONES.map((tone) => (
          <label
            key={tone}
            className={cn(
              'flex cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500',
              value === tone
                ? 'border-accent-600 bg-accent-50 dark:border-accent-500 dark:bg-accent-900/30'
                : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={tone}
              checked={value === tone}
              onChange={() => onChange(tone)}
              className="sr-only"
            />
            <span className="font-medium">{TONE_CHOICES[tone].label}</span>
            <span className="text-xs text-slate-600 dark:text-slate-400">{TONE_CHOICES[tone].hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CustomizeStep({
  property,
  option,
  balance,
  instructions,
  onInstructionsChange,
  tone,
  onToneChange,
  running,
  error,
  onBack,
  onGenerate,
}: {
  property: PropertyRecord;
  option: GenerationOption;
  /** Undefined while the user is loading. */
  balance: number | undefined;
  instructions: string;
  onInstructionsChange: (value: string) => void;
  tone: WritingTone;
  onToneChange: (tone: WritingTone) => void;
  running: boolean;
  error: GenerationError | null;
  onBack: () => void;
  onGenerate: () => void;
}) {
  const [open, setOpen] = useState(instructions.length > 0);
  const panelId = useId();
  const fieldId = useId();
  const price = option.price;
  const short = balance !== undefined && balance < price;
  const premium = price > 1;
  // Facts this type needs that the listing lacks: named here, before any credit is spent.
  const needs = generationNeeds(option.name, property.property, instructions);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardContent className="space-y-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium tracking-wide text-slate-500 dark:text-slate-400 uppercase">
                {option.category}
              </p>
              <h2 className="mt-1 text-lg font-semibold">{option.title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{option.description}</p>
            </div>
            {premium ? (
              <Badge tone="accent">
                <Crown className="h-3 w-3" aria-hidden />
                Premium
              </Badge>
            ) : null}
          </div>
          <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
            <span className="break-words">{property.address}</span>
          </p>

          <TonePicker value={tone} onChange={onToneChange} />

          <div className="rounded-lg border border-slate-200 dark:border-slate-800">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((v) => !v)}
              className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-medium hover:bg-slate-50 dark:hover:bg-slate-800/60"
            >
              <span>
                Custom Instructions{' '}
                <span className="font-normal text-slate-500 dark:text-slate-400">(optional)</span>
              </span>
              <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
            </button>
            <div id={panelId} hidden={!open} className="border-t border-slate-200 p-4 dark:border-slate-800">
              <Label htmlFor={fieldId}>Instructions for the writer</Label>
              <Textarea
                id={fieldId}
                value={instructions}
                maxLength={INSTRUCTIONS_MAX}
                onChange={(e) => onInstructionsChange(e.target.value)}
                placeholder="e.g. Emphasise the renovated kitchen and keep it under 200 words."
                rows={4}
              />
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                Tone, length, features to highlight or avoid. The writer never invents facts that are not in
                the property's details.
              </p>
            </div>
          </div>

          {needs.length ? (
            <Alert tone="warning" title="Not enough data for this type yet">
              To generate {option.title}, add {needs.join(' and ')} to the property.
            </Alert>
          ) : null}

          {error?.kind === 'credits' ? (
            <InsufficientCreditsAlert
              message={error.message}
              required={error.required}
              available={error.available}
              plan={error.plan}
            />
          ) : error?.kind === 'verify' ? (
            <Alert tone="warning" title="Verify your email address">
              {error.message}
            </Alert>
          ) : error ? (
            <Alert tone="error">{error.message}</Alert>
          ) : short ? (
            <InsufficientCreditsAlert
              message={insufficientCreditsMessage(price, option.title)}
              required={price}
              available={balance}
            />
          ) : null}
        </CardContent>
      </Card>

      <Card className="h-fit">
        <CardContent className="space-y-4">
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">Cost</dt>
              <dd className="font-semibold">{formatCredits(price)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-slate-600 dark:text-slate-400">Your balance</dt>
              <dd className={cn('font-semibold', short && 'text-amber-700 dark:text-amber-300')}>
                {balance === undefined ? <Skeleton className="h-4 w-16" /> : formatCredits(balance)}
              </dd>
            </div>
            {balance !== undefined && !short ? (
              <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 dark:border-slate-800">
                <dt className="text-slate-600 dark:text-slate-400">Balance after</dt>
                <dd className="font-semibold">{formatCredits(balance - price)}</dd>
              </div>
            ) : null}
          </dl>
          <Button
            className="w-full"
            size="lg"
            onClick={onGenerate}
            loading={running}
            disabled={balance === undefined || short || needs.length > 0}
          >
            {running ? null : <Sparkles className="h-4 w-4" aria-hidden />}
            {running ? 'Generating...' : 'Generate Content'}
          </Button>
          <Button variant="secondary" className="w-full" onClick={onBack} disabled={running}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
