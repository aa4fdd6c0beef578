import { typeDisplayName } from '@ai-realty/shared/generation-catalogue';
import { formatDateTime } from '@ai-realty/shared/rules/format';
import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { ArrowRight, Eye, MapPin, MessageSquareText, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { markdownPreview } from '../utils/markdown-preview';
import { CopyButton } from './copy-button';
import { ResponseStatusBadge } from './response-status-badge';

export function ResponseCard({ response, onQuickView }: { response: AiResponse; onQuickView: () => void }) {
  const r = response;
  const title = typeDisplayName(r.Type);
  const running = r.Status === 'Pending' || r.Status === 'Processing';
  const preview =
    r.Status === 'Failed'
      ? (r.ErrorMessage ?? 'Generation failed.')
      : running && !r.Response
        ? 'Being written…'
        : markdownPreview(r.Response);

  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900 dark:text-slate-100">
            <Link
              to={`/app/responses/${encodeURIComponent(r.ID)}`}
              className="hover:text-accent-700 hover:underline dark:hover:text-accent-200"
            >
              {title}
            </Link>
          </h2>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-600 dark:text-slate-400">
            <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="break-words">{r.Address}</span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5">
          <ResponseStatusBadge status={r.Status} />
          <FindingsBadge response={r} />
        </div>
      </div>
      {r.Prompt ? (
        <p className="flex items-start gap-1.5 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
          <MessageSquareText className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="line-clamp-2 break-words">
            <span className="sr-only">Custom instructions: </span>
            {r.Prompt}
          </span>
        </p>
      ) : null}
      <p
        className={
          r.Status === 'Failed'
            ? 'text-sm text-red-700 dark:text-red-300'
            : 'text-sm break-words text-slate-700 dark:text-slate-300'
        }
      >
        {preview}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        <time dateTime={r.Time} className="text-xs text-slate-500 dark:text-slate-400">
          {formatDateTime(r.Time)}
        </time>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" size="sm" onClick={onQuickView} aria-label={`Quick view: ${title}`}>
            <Eye className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">Quick view</span>
          </Button>
          {r.Status === 'Complete' ? (
            <CopyButton text={r.Response} size="sm" aria-label={`Copy ${title}`} />
          ) : null}
          <Link
            to={`/app/responses/${encodeURIComponent(r.ID)}`}
            className={buttonClasses('primary', 'sm')}
            aria-label={`View ${title} for ${r.Address}`}
          >
            View
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </div>
    </Card>
  );
}

/** Shown on responses whose compliance check found something: how many, and how serious. */
function FindingsBadge({ response }: { response: AiResponse }) {
  const findings = response.Findings;
  if (response.Status !== 'Complete' || !findings.length) return null;
  const violation = findings.some((f) => f.severity === 'violation');
  return (
    <Badge tone={violation ? 'red' : 'yellow'}>
      <ShieldAlert className="h-3 w-3" aria-hidden />
      {findings.length} to review
      <span className="sr-only"> in the compliance check</span>
    </Badge>
  );
}
