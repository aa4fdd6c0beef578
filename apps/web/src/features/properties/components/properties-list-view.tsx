import { formatNumber } from '@ai-realty/shared/rules/format';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import {
  FileUp,
  History,
  Home,
  Plus,
  RefreshCw,
  Search,
  SearchX,
  SlidersHorizontal,
  Sparkles,
} from 'lucide-react';
import { type ReactNode, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
  const sheetFilterId = useId();
  const [toolsOpen, setToolsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<PropertyRecord | null>(null);
  const [deleting, setDeleting] = useState<PropertyRecord | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const filtersRef = useRef<HTMLButtonElement>(null);
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

  const statusSelect = (id: string, labelClassName: string) => (
    <>
      <Label htmlFor={id} className={labelClassName}>
        Filter by status
      </Label>
      <Select id={id} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
        {FILTERS.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </Select>
    </>
  );
  const refreshButton = (
    <Button
      variant="secondary"
      size="icon"
      className="h-10 w-10 shrink-0"
      aria-label="Refresh properties"
      title="Refresh"
      disabled={properties.isFetching}
      onClick={() => void properties.refetch()}
    >
      <RefreshCw className={cn('h-4 w-4', properties.isFetching && 'animate-spin')} aria-hidden />
    </Button>
  );
  const historyLabel = (
    <>
      <History className="h-4 w-4" aria-hidden />
      AI Analysis History
      <Badge tone={jobCount > 0 ? 'accent' : 'neutral'} className="ml-0.5">
        <span className="sr-only">Jobs: </span>
        {formatNumber(jobCount)}
      </Badge>
    </>
  );
  /** From the phone's tools sheet: the sheet closes first, then the tool opens. */
  const fromSheet = (action: () => void) => () => {
    setToolsOpen(false);
    action();
  };

  return (
    <div className="space-y-4 sm:space-y-6">
      {/* On phones the page keeps one row of actions (Add Property) and one of search (with Filters,
          which opens the other tools in a sheet), so the first property is in the first screen. */}
      <div className="flex items-start justify-between gap-3 sm:flex-col sm:gap-4 lg:flex-row lg:items-end">
        <div className="min-w-0">
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
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={onHistory} className="max-sm:hidden">
            {historyLabel}
          </Button>
          <Button variant="secondary" onClick={() => setImportOpen(true)} className="max-sm:hidden">
            <FileUp className="h-4 w-4" aria-hidden />
            Import CSV
          </Button>
          <Button variant="secondary" onClick={onAiDetect} className="max-sm:hidden">
            <Sparkles className="h-4 w-4" aria-hidden />
            AI Detect
          </Button>
          <Button onClick={onAdd}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Property
          </Button>
        </div>
      </div>

      {promo}

      <div className="flex gap-2 sm:items-end sm:gap-3">
        <div className="min-w-0 flex-1">
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
              placeholder="Search address or details"
              className="pl-9"
            />
          </div>
        </div>
        <div className="flex gap-2 max-sm:hidden">
          <div className="w-44">{statusSelect(filterId, 'sr-only')}</div>
          {refreshButton}
        </div>
        <Button
          ref={filtersRef}
          variant="secondary"
          className="h-10 shrink-0 sm:hidden"
          aria-haspopup="dialog"
          onClick={() => setToolsOpen(true)}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden />
          Filters
          {status !== 'all' ? (
            <Badge tone="accent" className="ml-0.5">
              <span className="sr-only">Showing </span>
              {FILTERS.find((f) => f.value === status)?.label}
            </Badge>
          ) : null}
        </Button>
      </div>

      <Dialog open={toolsOpen} onOpenChange={setToolsOpen} title="Filters and tools">
        <div className="space-y-5">
          <div className="space-y-1.5">{statusSelect(sheetFilterId, 'block')}</div>
          <div className="grid gap-2">
            <Button
              variant="secondary"
              className="justify-start"
              onClick={fromSheet(() => void properties.refetch())}
            >
              <RefreshCw className="h-4 w-4" aria-hidden />
              Refresh properties
            </Button>
            <Button
              variant="secondary"
              className="justify-start"
              onClick={fromSheet(() => setImportOpen(true))}
            >
              <FileUp className="h-4 w-4" aria-hidden />
              Import CSV
            </Button>
            <Button variant="secondary" className="justify-start" onClick={fromSheet(onAiDetect)}>
              <Sparkles className="h-4 w-4" aria-hidden />
              AI Detect
            </Button>
            <Button variant="secondary" className="justify-start" onClick={fromSheet(onHistory)}>
              {historyLabel}
            </Button>
          </div>
        </div>
      </Dialog>

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
      <CsvImportDialog open={importOpen} onOpenChange={setImportOpen} returnFocusTo={filtersRef} />
    </div>
  );
}
