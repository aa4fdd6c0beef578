import { useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';
import { type Highlight, remarkHighlights } from './remark-highlights';

// AI output is untrusted text: raw HTML is never parsed and the tree is sanitised before render.
// GitHub-flavoured markdown, because the analytical types (ROI, investment) write tables.
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-accent-700 underline underline-offset-2 dark:text-accent-200"
    />
  ),
};

// The sanitiser keeps the <mark> elements of highlighted findings, with only their two data fields.
const schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'mark'],
  attributes: { ...defaultSchema.attributes, mark: ['dataFinding', 'dataTone'] },
};

/** Renders markdown (AI responses) with the `prose-ai` typography; `highlights` mark spans of the source. */
export function Markdown({
  children,
  className,
  highlights,
}: {
  children: string;
  className?: string;
  highlights?: Highlight[];
}) {
  const remarkPlugins = useMemo(
    () => (highlights?.length ? [remarkGfm, remarkHighlights(highlights)] : [remarkGfm]),
    [highlights],
  );
  return (
    <div
      className={cn(
        'prose-ai [&>:first-child]:mt-0! [&>:last-child]:mb-0! text-sm text-slate-800 sm:text-base dark:text-slate-200',
        // Findings: red underline for a violation, amber for a caution, readable in both themes.
        '[&_mark]:rounded-sm [&_mark]:px-0.5 [&_mark]:text-inherit [&_mark]:underline [&_mark]:decoration-2 [&_mark]:underline-offset-2',
        '[&_mark[data-tone=violation]]:bg-red-100 [&_mark[data-tone=violation]]:decoration-red-600 dark:[&_mark[data-tone=violation]]:bg-red-950/60',
        '[&_mark[data-tone=caution]]:bg-amber-100 [&_mark[data-tone=caution]]:decoration-amber-600 dark:[&_mark[data-tone=caution]]:bg-amber-950/60',
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={[[rehypeSanitize, schema]]}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
