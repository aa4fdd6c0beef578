import type { ReactNode } from 'react';

/** The heading band at the top of each marketing page. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase dark:text-accent-200">
          {eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {title}
        </h1>
        {children ? (
          <div className="mx-auto mt-5 max-w-2xl text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}
