import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type LegalSection = { heading: string; body: ReactNode };

/** Privacy policy and terms: a readable column of numbered sections with a way back home. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to="/"
        className="inline-flex items-center gap-1 text-sm font-medium text-accent-700 hover:underline dark:text-accent-200"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to home
      </Link>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <div className="mt-4 text-slate-600 dark:text-slate-300">{intro}</div>
      <nav
        aria-label="Sections"
        className="mt-8 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
      >
        <ol className="grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#section-${i + 1}`} className="text-accent-700 hover:underline dark:text-accent-200">
                {i + 1}. {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((s, i) => (
          <section key={s.heading} id={`section-${i + 1}`} className="scroll-mt-24">
            <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
              {i + 1}. {s.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700 dark:text-slate-300 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {s.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
