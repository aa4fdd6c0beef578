import { PHOTO_ACCEPT, PHOTOS_PER_PROPERTY, type Photo } from '@ai-realty/shared/schemas/photo';
import { ChevronLeft, ChevronRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeletePhoto, useOrderPhotos, usePhotos, useUploadPhotos } from '../api/photos';

/** The property's photos: add by drop or picker, open large, reorder, choose the cover, delete. */
export function PropertyPhotos({ propertyId, address }: { propertyId: string; address: string }) {
  const photos = usePhotos(propertyId);
  const upload = useUploadPhotos(propertyId);
  const order = useOrderPhotos(propertyId);
  const remove = useDeletePhoto(propertyId);
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const list = photos.data?.photos ?? [];
  const room = PHOTOS_PER_PROPERTY - list.length;

  const add = (files: File[]) => {
    if (files.length === 0) return;
    upload.mutate(files, {
      onSuccess: () => toast.success(files.length === 1 ? 'Photo added' : `${files.length} photos added`),
      onError: (error) => toast.error(errorMessage(error, 'Failed to upload photos')),
    });
  };
  const move = (from: number, to: number) => {
    const ids = list.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    order.mutate(ids, { onError: (error) => toast.error(errorMessage(error, 'Failed to reorder photos')) });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add([...(e.dataTransfer.files ?? [])]);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>
          Photos{' '}
          {list.length ? (
            <span className="text-sm font-normal text-slate-500 dark:text-slate-400">({list.length})</span>
          ) : null}
        </CardTitle>
        {list.length > 0 && room > 0 ? (
          <label
            htmlFor={inputId}
            className="cursor-pointer text-sm font-medium text-accent-700 hover:underline dark:text-accent-200"
          >
            Add photos
          </label>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {photos.isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Skeleton className="aspect-[4/3]" />
            <Skeleton className="aspect-[4/3]" />
          </div>
        ) : photos.isError ? (
          <p className="text-sm text-red-600 dark:text-red-400">Failed to load photos.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos of this property">
            {list.map((photo, i) => (
              <li
                key={photo.id}
                className="group relative overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800"
              >
                <button
                  type="button"
                  onClick={() => setOpen(i)}
                  className="block aspect-[4/3] w-full focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none"
                  aria-label={`Open photo ${i + 1} of ${list.length}`}
                >
                  <img
                    src={photo.thumbUrl}
                    alt={`${address}, view ${i + 1}`}
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                </button>
                {i === 0 ? (
                  <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
                    <Star className="h-3 w-3" aria-hidden />
                    Cover
                  </span>
                ) : null}
                <div className="absolute inset-x-0 bottom-0 flex justify-between gap-1 bg-gradient-to-t from-slate-900/80 to-transparent p-1.5">
                  <div className="flex gap-1">
                    <PhotoAction
                      label={`Move photo ${i + 1} earlier`}
                      disabled={i === 0 || order.isPending}
                      onClick={() => move(i, i - 1)}
                    >
                      <ChevronLeft className="h-4 w-4" aria-hidden />
                    </PhotoAction>
                    <PhotoAction
                      label={`Move photo ${i + 1} later`}
                      disabled={i === list.length - 1 || order.isPending}
                      onClick={() => move(i, i + 1)}
                    >
                      <ChevronRight className="h-4 w-4" aria-hidden />
                    </PhotoAction>
                    {i > 0 ? (
                      <PhotoAction
                        label={`Make photo ${i + 1} the cover`}
                        disabled={order.isPending}
                        onClick={() => move(i, 0)}
                      >
                        <Star className="h-4 w-4" aria-hidden />
                      </PhotoAction>
                    ) : null}
                  </div>
                  <PhotoAction label={`Delete photo ${i + 1}`} onClick={() => setDeleting(photo)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </PhotoAction>
                </div>
              </li>
            ))}
          </ul>
        )}
        {room > 0 ? (
          <label
            htmlFor={inputId}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            data-testid="photo-drop-zone"
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm focus-within:ring-2 focus-within:ring-accent-600/40',
              over
                ? 'border-accent-600 bg-accent-50 dark:bg-accent-900/20'
                : 'border-slate-300 hover:border-accent-600 dark:border-slate-700',
              upload.isPending && 'pointer-events-none opacity-60',
            )}
          >
            <ImagePlus className="h-6 w-6 text-slate-400" aria-hidden />
            <span className="font-medium text-slate-900 dark:text-slate-100">
              {upload.isPending ? 'Uploading photos…' : 'Drop photos here, or click to choose'}
            </span>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              JPEG, PNG, WebP or HEIC, up to 20 MB each; {room} of {PHOTOS_PER_PROPERTY} places left. Location
              data is removed.
            </span>
            <input
              id={inputId}
              type="file"
              multiple
              accept={PHOTO_ACCEPT}
              aria-label="Add photos"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => {
                add([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </label>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            This property has the most photos it can hold ({PHOTOS_PER_PROPERTY}). Delete one to add another.
          </p>
        )}
      </CardContent>
      <PhotoViewer photos={list} index={open} address={address} onIndex={setOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => {
          if (!next && !remove.isPending) setDeleting(null);
        }}
        title="Delete this photo?"
        description="The photo is removed from this property for good."
        confirmLabel={remove.isPending ? 'Deleting...' : 'Delete Photo'}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Photo deleted');
              setDeleting(null);
            },
            onError: (error) => toast.error(errorMessage(error, 'Failed to delete photo')),
          });
        }}
      />
    </Card>
  );
}

function PhotoAction({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex h-7 w-7 items-center justify-center rounded-md bg-white/90 text-slate-800 hover:bg-white focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none disabled:opacity-40"
    >
      {children}
    </button>
  );
}

/** One photo at full size, with previous and next (buttons and the arrow keys). */
function PhotoViewer({
  photos,
  index,
  address,
  onIndex,
}: {
  photos: Photo[];
  index: number | null;
  address: string;
  onIndex: (index: number | null) => void;
}) {
  const photo = index === null ? undefined : photos[index];
  const go = (step: number) => {
    if (index === null || photos.length === 0) return;
    onIndex((index + step + photos.length) % photos.length);
  };
  // The arrow keys page through the photos wherever focus is inside the open viewer.
  useEffect(() => {
    if (index === null || photos.length < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') onIndex((index - 1 + photos.length) % photos.length);
      if (e.key === 'ArrowRight') onIndex((index + 1) % photos.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [index, photos.length, onIndex]);
  return (
    <Dialog
      open={photo !== undefined}
      onOpenChange={(next) => {
        if (!next) onIndex(null);
      }}
      title={photo && index !== null ? `Photo ${index + 1} of ${photos.length}` : 'Photo'}
      className="max-w-4xl"
    >
      {photo ? (
        <div className="space-y-3">
          <img
            src={photo.url}
            alt={`${address}, view ${(index ?? 0) + 1}`}
            width={photo.width}
            height={photo.height}
            className="mx-auto max-h-[65vh] w-auto rounded-lg object-contain"
          />
          {photos.length > 1 ? (
            <div className="flex justify-between">
              <Button variant="secondary" size="sm" onClick={() => go(-1)}>
                <ChevronLeft className="h-4 w-4" aria-hidden />
                Previous
              </Button>
              <Button variant="secondary" size="sm" onClick={() => go(1)}>
                Next
                <ChevronRight className="h-4 w-4" aria-hidden />
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
