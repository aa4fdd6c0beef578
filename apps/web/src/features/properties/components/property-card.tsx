import { formatListingPrice, formatNumber, formatQuantity } from '@ai-realty/shared/rules/format';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Bath, BedDouble, Eye, ImageOff, Pencil, Ruler, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ListingStatusBadge } from './listing-status-badge';

function addressLines(record: PropertyRecord): [string, string] {
  const a = record.property.BasicInfo.Address;
  const street = a.Street.trim();
  const rest = [a.City.trim(), [a.State.trim().toUpperCase(), a.ZipCode.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return street ? [street, rest] : [record.address || 'Untitled property', ''];
}

/** One property in the grid. Dialogs live in the page, so a card is cheap to render a thousand times. */
export const PropertyCard = memo(function PropertyCard({
  record,
  onEdit,
  onDelete,
  cover,
}: {
  record: PropertyRecord;
  onEdit: (record: PropertyRecord) => void;
  onDelete: (record: PropertyRecord) => void;
  /** The cover thumbnail; null for a property without photos; undefined when no card shows pictures. */
  cover?: string | null;
}) {
  const b = record.property.BasicInfo;
  const [street, locality] = addressLines(record);
  const href = `/app/properties/${record.id}`;
  return (
    <li
      data-testid="property-card"
      className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      {cover !== undefined ? (
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden
          className="block aspect-[16/9] overflow-hidden rounded-t-xl bg-slate-100 dark:bg-slate-800"
        >
          {cover ? (
            <img src={cover} alt="" loading="lazy" className="h-full w-full object-cover" />
          ) : (
            <span className="flex h-full items-center justify-center text-slate-400">
              <ImageOff className="h-6 w-6" aria-hidden />
            </span>
          )}
        </Link>
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {b.PropertyType || 'Property'}
            {b.ListingType ? ` · ${b.ListingType}` : ''}
          </span>
          <ListingStatusBadge status={record.status} />
        </div>
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900 dark:text-slate-100">
            <Link to={href} className="hover:text-accent-700 hover:underline dark:hover:text-accent-200">
              {street}
            </Link>
          </h3>
          {locality ? (
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{locality}</p>
          ) : null}
        </div>
        <p className="text-xl font-semibold text-slate-900 dark:text-slate-100">
          {b.Price > 0 ? (
            formatListingPrice(b.Price, b.ListingType)
          ) : (
            <span className="text-base text-slate-500 dark:text-slate-400">Price not listed</span>
          )}
        </p>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <div className="flex items-center gap-1.5">
            <BedDouble className="h-4 w-4" aria-hidden />
            <dt className="sr-only">Bedrooms</dt>
            <dd>{b.Bedrooms} bd</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Bath className="h-4 w-4" aria-hidden />
            <dt className="sr-only">Bathrooms</dt>
            <dd>{formatQuantity(b.Bathrooms)} ba</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Ruler className="h-4 w-4" aria-hidden />
            <dt className="sr-only">Square feet</dt>
            <dd>{b.SquareFootage > 0 ? `${formatNumber(b.SquareFootage)} sq ft` : '— sq ft'}</dd>
          </div>
        </dl>
      </div>
      <div className="flex items-center gap-1 border-t border-slate-100 px-2 py-2 dark:border-slate-800">
        <Link to={href} className={cn(buttonClasses('ghost', 'sm'), 'flex-1')} aria-label={`View ${street}`}>
          <Eye className="h-4 w-4" aria-hidden />
          View
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className="flex-1"
          onClick={() => onEdit(record)}
          aria-label={`Edit ${street}`}
        >
          <Pencil className="h-4 w-4" aria-hidden />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="flex-1 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
          onClick={() => onDelete(record)}
          aria-label={`Delete ${street}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
});

export function PropertyCardSkeleton() {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex justify-between">
        <Skeleton className="h-3 w-28" />
        <Skeleton className="h-5 w-14 rounded-full" />
      </div>
      <Skeleton className="mt-4 h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-4 h-6 w-32" />
      <Skeleton className="mt-4 h-4 w-2/3" />
    </li>
  );
}
