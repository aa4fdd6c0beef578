import type { AiResponse } from '@ai-realty/shared/schemas/ai';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<AiResponse['Status'], BadgeTone> = {
  Complete: 'green',
  Pending: 'yellow',
  Processing: 'yellow',
  Failed: 'red',
};

export function ResponseStatusBadge({ status }: { status: AiResponse['Status'] }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
