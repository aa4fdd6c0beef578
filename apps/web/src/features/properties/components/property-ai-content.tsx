import { RECENT_RESPONSES_SHOWN } from '@ai-realty/shared/constants';
import { typeDisplayName } from '@ai-realty/shared/generation-catalogue';
import { formatDate } from '@ai-realty/shared/rules/format';
import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { ChevronRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** This property's responses, newest first. */
export function responsesForProperty(responses: readonly AiResponse[], propertyId: string): AiResponse[] {
  return responses
    .filter((r) => r.PropertyID === propertyId)
    .sort((a, b) => Date.parse(b.Time) - Date.parse(a.Time));
}

/** The detail page's 'AI Generated Content' card: count, the latest five, and a way to all of them. */
export function PropertyAiContent({
  propertyId,
  responses,
  loading,
  failed,
  onGenerate,
  onRetry,
}: {
  propertyId: string;
  responses: readonly AiResponse[];
  loading: boolean;
  failed: boolean;
  onGenerate: () => void;
  onRetry: () => void;
}) {
  const latest = responses.slice(0, RECENT_RESPONSES_SHOWN);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          AI Generated Content
          {!loading && !failed ? (
            <Badge tone="accent">
              <span className="sr-only">Responses: </span>
              {responses.length}
            </Badge>
          ) : null}
        </CardTitle>
        {responses.length > RECENT_RESPONSES_SHOWN ? (
          <Link
            to={`/app/responses?property=${encodeURIComponent(propertyId)}`}
            className="text-sm font-medium text-accent-700 hover:underline dark:text-accent-200"
          >
            View all {responses.length}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="space-y-3" role="status" aria-label="Loading AI content">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : failed ? (
          <QueryErrorAlert title="Failed to fetch user responses" retryLabel="Try again" onRetry={onRetry} />
        ) : latest.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center dark:border-slate-700">
            <Sparkles className="h-6 w-6 text-accent-700 dark:text-accent-200" aria-hidden />
            <p className="mt-2 font-medium">No AI content yet</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Generate a listing description, SEO keywords and more for this property.
            </p>
            <Button className="mt-4" onClick={onGenerate}>
              <Sparkles className="h-4 w-4" aria-hidden />
              Generate AI Content
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {latest.map((r) => (
              <li key={r.ID}>
                <Link
                  to={`/app/responses/${encodeURIComponent(r.ID)}`}
                  className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 dark:hover:bg-slate-800/60"
                >
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900 dark:text-slate-100">
                      {typeDisplayName(r.Type)}
                    </p>
                    <p className="text-sm text-slate-500 dark:text-slate-400">{formatDate(r.Time)}</p>
                  </div>
                  <Badge tone={r.Status === 'Complete' ? 'green' : 'yellow'}>{r.Status}</Badge>
                  <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
