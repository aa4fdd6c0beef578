import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { ArrowLeft, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ListingStatusBadge } from './listing-status-badge';

/** The detail page's heading: the way back, the address with its status and type, and the actions. */
export function PropertyDetailHeader({
  record,
  onBack,
  onGenerate,
  onEdit,
  onDelete,
}: {
  record: PropertyRecord;
  onBack: () => void;
  onGenerate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const b = record.property.BasicInfo;
  const subtitle = [b.PropertyType, b.ListingType].filter(Boolean).join(' · ');
  return (
    <div className="space-y-3">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to properties
      </Button>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words">
            {record.address || 'Property'}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <ListingStatusBadge status={record.status} />
            {subtitle ? <span>{subtitle}</span> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onGenerate}>
            <Sparkles className="h-4 w-4" aria-hidden />
            Generate AI Content
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit
          </Button>
          <Button
            variant="secondary"
            onClick={onDelete}
            className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
          </Button>
        </div>
      </div>
    </div>
  );
}
