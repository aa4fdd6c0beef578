import { formatNumber } from '@ai-realty/shared/rules/format';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { usePhotoCovers } from '../api/photos';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

/** Cards are added a page at a time so a large portfolio paints at once; search still covers all. */
export const GRID_PAGE_SIZE = 12;

const gridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4';

export function PropertyGrid({
  records,
  onEdit,
  onDelete,
}: {
  records: readonly PropertyRecord[];
  onEdit: (record: PropertyRecord) => void;
  onDelete: (record: PropertyRecord) => void;
}) {
  const [visible, setVisible] = useState(GRID_PAGE_SIZE);
  const covers = usePhotoCovers().data;
  // Cards get a picture area once any property has a photo, so the grid stays even.
  const withPictures = covers !== undefined && Object.keys(covers).length > 0;
  const sentinel = useRef<HTMLDivElement>(null);
  const more = records.length > visible;

  // The first page paints at once; more pages follow while the end of the grid is within reach of
  // the viewport (a new observer reports its first sighting straight away). The button does the same
  // for keyboard users.
  useEffect(() => {
    const node = sentinel.current;
    if (records.length <= visible || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible((v) => v + GRID_PAGE_SIZE);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [records.length, visible]);

  return (
    <div className="space-y-6">
      <ul data-testid="property-grid" aria-label="Properties" className={gridClasses}>
        {records.slice(0, visible).map((r) => (
          <PropertyCard
            key={r.id}
            record={r}
            onEdit={onEdit}
            onDelete={onDelete}
            cover={withPictures ? (covers[r.id] ?? null) : undefined}
          />
        ))}
      </ul>
      {more ? (
        <div ref={sentinel} className="flex flex-col items-center gap-2">
          <p className="text-sm text-slate-500 dark:text-slate-400">
            Showing {formatNumber(visible)} of {formatNumber(records.length)} properties
          </p>
          <Button variant="secondary" onClick={() => setVisible((v) => v + GRID_PAGE_SIZE)}>
            Show more
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function PropertyGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-label="Loading properties" aria-busy="true" className={gridClasses}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <PropertyCardSkeleton key={i} />
      ))}
    </ul>
  );
}
