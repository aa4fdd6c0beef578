import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { cn } from '@/lib/cn';

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

/** Renders markdown (AI responses) with the `prose-ai` typography. */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        'prose-ai [&>:first-child]:mt-0! [&>:last-child]:mb-0! text-sm text-slate-800 sm:text-base dark:text-slate-200',
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
