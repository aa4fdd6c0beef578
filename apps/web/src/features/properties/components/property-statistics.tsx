import { formatDate, formatNumber } from '@ai-realty/shared/rules/format';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NOT_AVAILABLE } from '../utils/detail-values';

/** responseCount: null while loading, undefined when the responses could not be fetched. */
export function PropertyStatistics({
  record,
  responseCount,
}: {
  record: PropertyRecord;
  responseCount: number | null | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statistics</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-500 dark:text-slate-400">AI Responses</dt>
            <dd className="font-semibold">
              {responseCount === null ? (
                <Skeleton className="h-4 w-6" />
              ) : responseCount === undefined ? (
                NOT_AVAILABLE
              ) : (
                formatNumber(responseCount)
              )}
            </dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-500 dark:text-slate-400">Added</dt>
            <dd>{formatDate(record.createdAt)}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-500 dark:text-slate-400">Last updated</dt>
            <dd>{formatDate(record.updatedAt)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
