import { typeDisplayName } from '@ai-realty/shared/generation-catalogue';
import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { FileText, Filter, Search, Sparkles, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Label, Select } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { useResponses } from '@/lib/queries/responses';
import { ResponseCard } from '../components/response-card';
import { ResponseQuickView } from '../components/response-quick-view';
import { contentTypes, filterResponses, type StatusFilter } from '../utils/filter-responses';

export default function ResponsesPage() {
  const [params, setParams] = useSearchParams();
  const propertyId = params.get('property');
  const responses = useResponses();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState('all');
  const [quickView, setQuickView] = useState<AiResponse | null>(null);

  const all = responses.data ?? [];
  const shown = useMemo(
    () => filterResponses(responses.data ?? [], { search, status, type, propertyId }),
    [responses.data, search, status, type, propertyId],
  );
  const types = useMemo(() => contentTypes(responses.data ?? []), [responses.data]);
  const propertyAddress = propertyId ? all.find((r) => r.PropertyID === propertyId)?.Address : undefined;
  const filtered = Boolean(search.trim()) || status !== 'all' || type !== 'all' || Boolean(propertyId);

  const clearProperty = () => {
    const next = new URLSearchParams(params);
    next.delete('property');
    setParams(next, { replace: true });
  };
  const clearFilters = () => {
    setSearch('');
    setStatus('all');
    setType('all');
    if (propertyId) clearProperty();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">AI Responses</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Everything the AI has written for your properties.
          </p>
        </div>
        <Link to="/app/ai" className={buttonClasses('primary')}>
          <Sparkles className="h-4 w-4" aria-hidden />
          Generate AI Content
        </Link>
      </header>

      <section
        aria-label="Filters"
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_11rem_13rem] dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="col-span-2 sm:col-span-1">
          <Label htmlFor="responses-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="responses-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Address, content or instructions"
              className="pl-9"
            />
          </div>
        </div>
        <div>
          <Label htmlFor="responses-status">Status</Label>
          <Select
            id="responses-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            <option value="all">All statuses</option>
            <option value="complete">Complete</option>
            <option value="pending">Pending</option>
          </Select>
        </div>
        <div>
          <Label htmlFor="responses-type">Content Type</Label>
          <Select id="responses-type" value={type} onChange={(e) => setType(e.target.value)}>
            <option value="all">All types</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {typeDisplayName(t)}
              </option>
            ))}
          </Select>
        </div>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {responses.data ? `${shown.length} of ${all.length} responses` : '\u00a0'}
        </p>
        {propertyId ? (
          <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-accent-100 py-1 pr-1 pl-3 text-sm text-accent-900 dark:bg-accent-900/40 dark:text-accent-100">
            <Filter className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="truncate">Property: {propertyAddress ?? 'selected property'}</span>
            <button
              type="button"
              onClick={clearProperty}
              aria-label="Remove property filter"
              className="rounded-full p-1 hover:bg-accent-200 dark:hover:bg-accent-800"
            >
              <X className="h-3.5 w-3.5" aria-hidden />
            </button>
          </span>
        ) : null}
      </div>

      {responses.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-52 rounded-xl" />
          ))}
        </div>
      ) : responses.isError && !responses.data ? (
        <QueryErrorAlert title="Failed to fetch user responses" onRetry={responses.refetch}>
          Check your connection and try again.
        </QueryErrorAlert>
      ) : all.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No AI content generated yet"
          description="Generate a listing description, SEO keywords or buyer demographics for one of your properties."
          action={
            <Link to="/app/ai" className={buttonClasses('primary')}>
              <Sparkles className="h-4 w-4" aria-hidden />
              Generate AI Content
            </Link>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Search}
          title="No responses match your filters"
          description="Try another search or clear the filters."
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((r) => (
            <li key={r.ID}>
              <ResponseCard response={r} onQuickView={() => setQuickView(r)} />
            </li>
          ))}
        </ul>
      )}

      <ResponseQuickView response={quickView} onClose={() => setQuickView(null)} />
    </div>
  );
}
