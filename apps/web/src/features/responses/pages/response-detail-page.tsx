import { typeDisplayName } from '@ai-realty/shared/generation-catalogue';
import { formatDateTime } from '@ai-realty/shared/rules/format';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CalendarClock,
  FileQuestion,
  Loader2,
  MapPin,
  MessageSquareText,
  Sparkles,
} from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Markdown } from '@/components/markdown';
import { NotFoundScreen } from '@/components/not-found-screen';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { announceGenerationStarted } from '@/lib/generation-started';
import { responseQueryKey, responsesQueryKey, useResponse } from '@/lib/queries/responses';
import { useMe, userMeQueryKey } from '@/lib/queries/user-me';
import { useResponseStream } from '../api/use-response-stream';
import { CopyButton } from '../components/copy-button';
import { FollowUpPanel } from '../components/follow-up-panel';
import { ResponseEditor } from '../components/response-editor';
import { ResponseStatusBadge } from '../components/response-status-badge';
import { WriterLabel } from '../components/writer-label';

const backLink = (
  <Link to="/app/responses" className={buttonClasses('ghost', 'sm')}>
    <ArrowLeft className="h-4 w-4" aria-hidden />
    Back to All Responses
  </Link>
);

export default function ResponseDetailPage() {
  const { responseId = '' } = useParams();
  // A follow-up opens another response on the same route: a fresh instance drops the old one's state.
  return <ResponseDetail key={responseId} responseId={responseId} />;
}

function ResponseDetail({ responseId }: { responseId: string }) {
  const queryClient = useQueryClient();
  const query = useResponse(responseId);
  const me = useMe();
  const r = query.data;
  const running = r?.Status === 'Pending' || r?.Status === 'Processing';

  const refreshRecord = useCallback(
    () => queryClient.invalidateQueries({ queryKey: responseQueryKey(responseId), exact: true }),
    [queryClient, responseId],
  );
  const stream = useResponseStream(responseId, running, refreshRecord);

  // Once writing ends the balance may have changed (a refund after a failure) and the list is stale.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (running) wasRunning.current = true;
    else if (wasRunning.current && r) {
      wasRunning.current = false;
      queryClient.invalidateQueries({ queryKey: userMeQueryKey });
      queryClient.invalidateQueries({ queryKey: responsesQueryKey, exact: true });
    }
  }, [running, r, queryClient]);

  // "{Type} started" only for a generation this tab just started and only while it runs.
  const loaded = r !== undefined;
  useEffect(() => {
    if (loaded) announceGenerationStarted(responseId, running);
  }, [loaded, running, responseId]);

  if (query.isPending)
    return (
      <div className="mx-auto max-w-4xl space-y-4" aria-busy="true">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );

  if (!r) {
    const missing = !(query.error instanceof ApiError) || [400, 404].includes(query.error.status);
    return (
      <NotFoundScreen
        icon={FileQuestion}
        title="Response Not Found"
        message={
          missing
            ? "The response you're looking for doesn't exist or has been removed."
            : 'Failed to load response'
        }
        actions={
          <>
            {missing ? null : (
              <Button variant="secondary" onClick={() => query.refetch()}>
                Try again
              </Button>
            )}
            <Link to="/app/responses" className={buttonClasses('primary')}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back to All Responses
            </Link>
          </>
        }
      />
    );
  }

  const title = typeDisplayName(r.Type);
  const text = running ? stream.text || r.Response : r.Response;
  const generateNew = r.PropertyID ? `/app/ai?propertyId=${encodeURIComponent(r.PropertyID)}` : '/app/ai';

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div>{backLink}</div>

      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0 space-y-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
                <ResponseStatusBadge status={r.Status} />
              </div>
              <p className="flex items-start gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                <span className="break-words">{r.Address}</span>
              </p>
              <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
                Generated <time dateTime={r.Time}>{formatDateTime(r.Time)}</time>
              </p>
              <WriterLabel writer={r.Writer} />
            </div>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={r.Response} disabled={r.Status !== 'Complete' || !r.Response} />
              <Link to={generateNew} className={buttonClasses('primary')}>
                <Sparkles className="h-4 w-4" aria-hidden />
                Generate New
              </Link>
            </div>
          </div>
          {r.Prompt ? (
            <div className="flex gap-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
              <MessageSquareText className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
              <div className="min-w-0">
                <p className="font-medium">Custom instructions</p>
                <p className="mt-0.5 break-words whitespace-pre-wrap text-slate-600 dark:text-slate-300">
                  {r.Prompt}
                </p>
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          {r.Status === 'Failed' ? (
            <Alert tone="error" title="Generation failed">
              <p>{r.ErrorMessage ?? 'The content could not be generated.'}</p>
              <p className="mt-1">The credits for this request were refunded to your balance.</p>
            </Alert>
          ) : running ? (
            <div className="space-y-4">
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                <Loader2 className="h-4 w-4 animate-spin text-accent-700" aria-hidden />
                {r.Status === 'Pending' && !text
                  ? 'Queued: writing starts in a moment…'
                  : `Writing${stream.live ? ' live' : ''}…`}
              </p>
              {text ? (
                <div aria-busy="true">
                  <Markdown>{text}</Markdown>
                </div>
              ) : (
                <div className="space-y-2" aria-hidden>
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-5/6" />
                  <Skeleton className="h-4 w-2/3" />
                </div>
              )}
            </div>
          ) : r.Status === 'Complete' ? (
            <ResponseEditor response={r} />
          ) : r.Response ? (
            <Markdown>{r.Response}</Markdown>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">This response has no text.</p>
          )}
        </CardContent>
      </Card>

      {r.Status === 'Complete' && r.PropertyID ? (
        <FollowUpPanel responseId={r.ID} propertyId={r.PropertyID} balance={me.data?.credits} />
      ) : null}

      <div>{backLink}</div>
    </div>
  );
}
