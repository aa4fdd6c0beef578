import { formatPrice } from '@ai-realty/shared/rules/format';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Bath, BedDouble, Building2, Home, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// With this many properties a search box helps an agent find the listing quickly.
const SEARCH_FROM = 7;

export function PropertyPicker({
  properties,
  loading,
  failed,
  onRetry,
  selectedId,
  onSelect,
}: {
  properties: PropertyRecord[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  selectedId: string | null;
  onSelect: (property: PropertyRecord) => void;
}) {
  const [query, setQuery] = useState('');

  if (loading)
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    );

  if (failed && !properties)
    return (
      <QueryErrorAlert title="Error loading properties" onRetry={onRetry}>
        Failed to fetch properties
      </QueryErrorAlert>
    );

  if (!properties?.length)
    return (
      <EmptyState
        icon={Building2}
        title="No properties found"
        description="Add a property first: the AI writes from its details."
        action={
          <Link to="/app/properties?viewMode=wizard" className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Properties
          </Link>
        }
      />
    );

  const q = query.trim().toLowerCase();
  const shown = q
    ? properties.filter(
        (p) => p.address.toLowerCase().includes(q) || JSON.stringify(p.property).toLowerCase().includes(q),
      )
    : properties;

  return (
    <div className="space-y-4">
      {properties.length >= SEARCH_FROM ? (
        <div className="relative max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search properties"
            placeholder="Search properties"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="pl-9"
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No properties match “{query.trim()}”.</p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((p) => {
          const b = p.property.BasicInfo;
          const selected = p.id === selectedId;
          return (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => onSelect(p)}
                aria-pressed={selected}
                className={cn(
                  'flex h-full w-full flex-col gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition hover:border-accent-600 hover:shadow dark:bg-slate-900',
                  selected
                    ? 'border-accent-700 ring-2 ring-accent-600/30'
                    : 'border-slate-200 dark:border-slate-800',
                )}
              >
                <span className="flex items-start gap-3">
                  <span className="rounded-lg bg-accent-50 p-2 text-accent-700 dark:bg-accent-900/30 dark:text-accent-200">
                    <Home className="h-5 w-5" aria-hidden />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold break-words text-slate-900 dark:text-slate-100">
                      {p.address}
                    </span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {b.PropertyType || 'Residential'}
                    </span>
                  </span>
                </span>
                <span className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="flex items-center gap-3 text-slate-600 dark:text-slate-400">
                    <span className="flex items-center gap-1">
                      <BedDouble className="h-4 w-4" aria-hidden />
                      {b.Bedrooms || 'N/A'} <span className="sr-only">bedrooms</span>
                    </span>
                    <span className="flex items-center gap-1">
                      <Bath className="h-4 w-4" aria-hidden />
                      {b.Bathrooms || 'N/A'} <span className="sr-only">bathrooms</span>
                    </span>
                  </span>
                  <span className="font-semibold text-slate-900 dark:text-slate-100">
                    {b.Price > 0 ? formatPrice(b.Price) : 'Price not listed'}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
