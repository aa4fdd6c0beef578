import {
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTOS_PER_PROPERTY,
} from '@ai-realty/shared/schemas/photo';
import { ImagePlus, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';

const PHOTO_NAME = /\.(jpe?g|png|webp|hei[cf])$/i;

/** Photos chosen in the wizard; they are uploaded once the property exists. */
export function WizardPhotoPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(
    () => files.map((f) => (/\.hei[cf]$/i.test(f.name) ? null : URL.createObjectURL(f))),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of previews) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = (chosen: File[]) => {
    setProblem(null);
    const ok = chosen.filter((f) => f.type.startsWith('image/') || PHOTO_NAME.test(f.name));
    if (ok.length < chosen.length) setProblem(PHOTO_MESSAGES.notImage);
    const small = ok.filter((f) => f.size <= PHOTO_MAX_BYTES);
    if (small.length < ok.length) setProblem(PHOTO_MESSAGES.tooLarge);
    const next = [...files, ...small].slice(0, PHOTOS_PER_PROPERTY);
    if (files.length + small.length > PHOTOS_PER_PROPERTY) setProblem(PHOTO_MESSAGES.tooMany(0));
    onChange(next);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add([...(e.dataTransfer.files ?? [])]);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">Photos</legend>
      {files.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Chosen photos">
          {files.map((file, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; order is the identity
              key={`${file.name}:${file.size}:${i}`}
              className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800"
            >
              {previews[i] ? (
                <img src={previews[i] ?? undefined} alt={file.name} className="h-full w-full object-cover" />
              ) : (
                <span className="flex h-full items-center justify-center p-1 text-center text-xs break-all text-slate-500 dark:text-slate-400">
                  {file.name}
                </span>
              )}
              {i === 0 ? (
                <span className="absolute bottom-1 left-1 rounded bg-slate-900/75 px-1.5 text-[11px] text-white">
                  Cover
                </span>
              ) : null}
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                className="absolute top-1 right-1 inline-flex h-6 w-6 items-center justify-center rounded-full bg-white/90 text-slate-800 hover:bg-white focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-4 text-center text-sm focus-within:ring-2 focus-within:ring-accent-600/40',
          over
            ? 'border-accent-600 bg-accent-50 dark:bg-accent-900/20'
            : 'border-slate-300 hover:border-accent-600 dark:border-slate-700',
        )}
      >
        <ImagePlus className="h-5 w-5 text-slate-400" aria-hidden />
        <span className="font-medium text-slate-900 dark:text-slate-100">
          Drop photos here, or click to choose
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          Optional. JPEG, PNG, WebP or HEIC up to 20 MB each; the first is the cover. They upload when you
          create the property.
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          aria-label="Choose photos"
          className="sr-only"
          onChange={(e) => {
            add([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
      {problem ? (
        <p role="alert" className="text-sm text-amber-700 dark:text-amber-300">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
