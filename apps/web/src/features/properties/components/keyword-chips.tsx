import type { Property } from '@ai-realty/shared/schemas/property';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';

/**
 * Adds a keyword: trimmed, empty and duplicate (case-insensitive) ignored
 * (docs/product/properties.md#wizard).
 */
export function addKeyword(keywords: readonly string[], raw: string): string[] {
  const keyword = raw.trim();
  if (!keyword || keywords.some((k) => k.toLowerCase() === keyword.toLowerCase())) return [...keywords];
  return [...keywords, keyword];
}

/** SEO keyword chips: added with the Add button or Enter, removed with each chip's button. */
export function KeywordChips() {
  const id = useId();
  const { control, setValue } = useFormContext<Property>();
  const keywords = useWatch({ control, name: 'SEO.Keywords' }) ?? [];
  const [draft, setDraft] = useState('');

  const update = (next: string[]) =>
    setValue('SEO.Keywords', next, { shouldDirty: true, shouldTouch: true, shouldValidate: false });

  const add = () => {
    const next = addKeyword(keywords, draft);
    if (next.length !== keywords.length) update(next);
    setDraft('');
  };

  return (
    <div>
      <Label htmlFor={id}>SEO Keywords</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder="e.g. waterfront, open floor plan"
          aria-describedby={`${id}-hint`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              // Enter adds a keyword; it never submits the surrounding form.
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} className="shrink-0">
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        Press Enter or Add. Keywords help AI content rank in search.
      </p>
      {keywords.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Keywords added">
          {keywords.map((k) => (
            <li
              key={k}
              className="inline-flex items-center gap-1 rounded-full bg-accent-50 py-1 pr-1 pl-3 text-sm text-accent-800 ring-1 ring-accent-200 dark:bg-accent-900/30 dark:text-accent-100 dark:ring-accent-800"
            >
              {k}
              <button
                type="button"
                aria-label={`Remove keyword ${k}`}
                onClick={() => update(keywords.filter((x) => x !== k))}
                className="rounded-full p-0.5 hover:bg-accent-100 dark:hover:bg-accent-800"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
