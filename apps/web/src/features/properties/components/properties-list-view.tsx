import { formatNumber } from '@ai-realty/shared/rules/format';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { FileUp, History, Home, Plus, RefreshCw, Search, SearchX, Sparkles } from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Label, Select } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { usePdfJobs } from '@/lib/queries/pdf-jobs';
import { useProperties } from '@/lib/queries/properties';
import { filterProperties, type StatusFilter } from '../utils/filter-properties';
import { CsvImportDialog } from './csv-import-dialog';
import { DeletePropertyDialog } from './delete-property-dialog';
import { EditPropertyDialog } from './edit-property-dialog';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'sold', label: 'Sold' },
];

/**
 * The Properties page's list mode: header, promo, search and filter, and the grid with its dialogs.
 * `promo` is shown between the header and the search (the page puts the AI Detect invitation there).
 */
export function PropertiesListView({
  onAdd,
  onAiDetect,
  onHistory,
  promo,
  focusHeading = false,
}: {
  onAdd: () => void;
  onAiDetect: () => void;
  onHistory: () => void;
  promo?: ReactNode;
  /** Back from the wizard: focus lands on the page heading instead of falling to the page body. */
  focusHeading?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const properties = useProperties();
  const jobs = usePdfJobs();
  const searchId = useId();
  const filterId = useId();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<PropertyRecord | null>(null);
  const [deleting, setDeleting] = useState<PropertyRecord | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  // Typing stays responsive with a thousand properties: the grid follows a moment later.
  const query = useDeferredValue(search);

  const records = properties.data;
  const filtered = useMemo(
    () => (records ? filterProperties(records, query, status) : []),
    [records, query, status],
  );
  const jobCount = jobs.data?.length ?? 0;
  const trimmed = search.trim();

  let content: ReactNode;
  if (properties.isPending) {
    content = <PropertyGridSkeleton />;
  } else if (!records) {
    content = null;
  } else if (records.length === 0) {
    content = (
      <EmptyState
        icon={Home}
        title="No properties yet"
        description="Add your first property to start generating listing descriptions, SEO keywords and more."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onAdd}>
              <Plus className="h-4 w-4" aria-hidden />
              Add Your First Property
            </Button>
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              <FileUp className="h-4 w-4" aria-hidden />
              Import CSV
            </Button>
          </div>
        }
      />
    );
  } else if (filtered.length === 0) {
    content = (
      <EmptyState
        icon={SearchX}
        title="No properties found"
        description="No property matches your search and filter."
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              setStatus('all');
            }}
          >
            Clear search and filter
          </Button>
        }
      />
    );
  } else {
    content = (
      <PropertyGrid
        key={`${query}|${status}`}
        records={filtered}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight focus:outline-none"
          >
            Properties
          </h1>
          {records ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="property-count">
              {formatNumber(records.length)} {records.length === 1 ? 'property' : 'properties'} in your
              portfolio
            </p>
          ) : properties.isPending ? (
            <Skeleton className="mt-2 h-4 w-44" />
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button variant="secondary" onClick={onHistory} className="col-span-2 sm:col-span-1">
            <History className="h-4 w-4" aria-hidden />
            AI Analysis History
            <Badge tone={jobCount > 0 ? 'accent' : 'neutral'} className="ml-0.5">
              <span className="sr-only">Jobs: </span>
              {formatNumber(jobCount)}
            </Badge>
          </Button>
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            <FileUp className="h-4 w-4" aria-hidden />
            Import CSV
          </Button>
          <Button variant="secondary" onClick={onAiDetect}>
            <Sparkles className="h-4 w-4" aria-hidden />
            AI Detect
          </Button>
          <Button onClick={onAdd} className="col-span-2 sm:col-span-1">
            <Plus className="h-4 w-4" aria-hidden />
            Add Property
          </Button>
        </div>
      </div>

      {promo}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={searchId} className="sr-only">
            Search properties
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search by address or any property detail"
              className="pl-9"
            />
          </div>
        </div>
        <div className="flex gap-2">
          <div className="flex-1 sm:w-44 sm:flex-none">
            <Label htmlFor={filterId} className="sr-only">
              Filter by status
            </Label>
            <Select id={filterId} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
              {FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="secondary"
            size="icon"
            className="h-10 w-10"
            aria-label="Refresh properties"
            title="Refresh"
            disabled={properties.isFetching}
            onClick={() => void properties.refetch()}
          >
            <RefreshCw className={cn('h-4 w-4', properties.isFetching && 'animate-spin')} aria-hidden />
          </Button>
        </div>
      </div>

      {trimmed && records ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Showing {formatNumber(filtered.length)} {filtered.length === 1 ? 'result' : 'results'} for "
          {trimmed}"
        </p>
      ) : null}

      {properties.isError ? (
        <QueryErrorAlert title="Error loading properties" retryLabel="Try again" onRetry={properties.refetch}>
          {errorMessage(properties.error, 'Failed to fetch properties')}
        </QueryErrorAlert>
      ) : null}

      {content}

      <EditPropertyDialog
        record={editing}
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
      />
      <DeletePropertyDialog
        record={deleting}
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
      />
      <CsvImportDialog open={importOpen} onOpenChange={setImportOpen} />
    </div>
  );
}
