import type { ListingStatus } from '@ai-realty/shared/constants';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<ListingStatus, BadgeTone> = { active: 'green', pending: 'yellow', sold: 'blue' };

export function statusLabel(status: ListingStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return <Badge tone={tones[status]}>{statusLabel(status)}</Badge>;
}
