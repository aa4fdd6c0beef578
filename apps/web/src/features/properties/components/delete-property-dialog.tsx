import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { ConfirmDialog } from '@/components/ui/dialog';
import { carryToNextPage, toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useDeleteProperty } from '../api/delete-property';

/** Confirms before deleting: the property's AI content goes with it. */
export function DeletePropertyDialog({
  record,
  open,
  onOpenChange,
  onDeleted,
}: {
  record: PropertyRecord | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (id: string) => void;
}) {
  const remove = useDeleteProperty();
  return (
    <ConfirmDialog
      open={open && record !== null}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
      title="Delete this property?"
      description={
        <>
          <span className="font-medium text-slate-900 dark:text-slate-100">{record?.address}</span> will be
          deleted permanently, together with all AI content generated for it. This cannot be undone.
        </>
      }
      confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Property'}
      busy={remove.isPending}
      onConfirm={() => {
        if (!record) return;
        remove.mutate(record.id, {
          onSuccess: () => {
            const shown = toast.success('Property deleted', { description: record.address });
            // `onDeleted` leaves the page (the detail page goes back to the list): the toast goes along.
            if (onDeleted) carryToNextPage(shown);
            onOpenChange(false);
            onDeleted?.(record.id);
          },
          onError: (error) =>
            toast.error(
              error instanceof ApiError && typeof error.body.error === 'string'
                ? error.body.error
                : 'Failed to delete property',
            ),
        });
      }}
    />
  );
}
