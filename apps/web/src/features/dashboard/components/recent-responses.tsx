import { RECENT_RESPONSES_SHOWN } from '@ai-realty/shared/constants';
import { typeDisplayName } from '@ai-realty/shared/generation-catalogue';
import { formatDateTime } from '@ai-realty/shared/rules/format';
import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { ArrowRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

const time = (r: AiResponse) => new Date(r.Time).getTime() || 0;

/** The newest responses first; green dot for Complete, otherwise yellow. */
export function recentResponses(responses: AiResponse[], n = RECENT_RESPONSES_SHOWN): AiResponse[] {
  return [...responses].sort((a, b) => time(b) - time(a)).slice(0, n);
}

export function RecentResponses({
  responses,
  loading,
  failed,
}: {
  responses: AiResponse[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const recent = recentResponses(responses ?? []);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Recent AI responses</CardTitle>
        {recent.length > 0 ? (
          <Link to="/app/responses" className={buttonClasses('link', 'sm')}>
            View all
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <ul className="space-y-3" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton className="h-12" />
              </li>
            ))}
          </ul>
        ) : failed && !responses ? (
          <Alert tone="error">Failed to fetch user responses</Alert>
        ) : recent.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
            <FileText className="h-6 w-6 text-slate-400" aria-hidden />
            <p className="font-medium">No AI responses yet</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Content you generate for your properties shows up here.
            </p>
          </div>
        ) : (
          <ul className="-my-2 divide-y divide-slate-100 dark:divide-slate-800">
            {recent.map((r) => (
              <li key={r.ID}>
                <Link
                  to={`/app/responses/${encodeURIComponent(r.ID)}`}
                  className="group flex items-center gap-3 rounded-lg px-1 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/50"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'h-2.5 w-2.5 shrink-0 rounded-full',
                      r.Status === 'Complete' ? 'bg-emerald-500' : 'bg-amber-400',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">
                      {typeDisplayName(r.Type)}
                      <span className="sr-only"> ({r.Status})</span>
                    </span>
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                      {r.Address}
                    </span>
                  </span>
                  <time
                    dateTime={r.Time}
                    className="hidden shrink-0 text-xs text-slate-500 sm:block dark:text-slate-400"
                  >
                    {formatDateTime(r.Time)}
                  </time>
                  <ArrowRight
                    className="h-4 w-4 shrink-0 text-slate-400 group-hover:text-accent-700"
                    aria-hidden
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
