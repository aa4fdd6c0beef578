import { formatDate } from '@ai-realty/shared/rules/format';
import type { SubscriptionView } from '@ai-realty/shared/schemas/billing';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Status of docs/product/commercial.md#subscription-status: 'ENDS {date}' once set to cancel. */
export function subscriptionBadge(s: SubscriptionView): { tone: BadgeTone; text: string } {
  if (s.status === 'active' && s.cancelAtPeriodEnd)
    return {
      tone: 'yellow',
      text: `ENDS ${s.nextBillingDate ? formatDate(s.nextBillingDate).toUpperCase() : ''}`.trim(),
    };
  if (s.status === 'active') return { tone: 'green', text: 'ACTIVE' };
  if (s.status === 'past_due') return { tone: 'red', text: 'PAST DUE' };
  if (s.status === 'trialing') return { tone: 'blue', text: 'TRIALING' };
  if (s.status === 'canceled') return { tone: 'neutral', text: 'CANCELED' };
  return { tone: 'neutral', text: s.status.toUpperCase() };
}

export function SubscriptionStatusBadge({ subscription }: { subscription: SubscriptionView }) {
  const { tone, text } = subscriptionBadge(subscription);
  return (
    <Badge tone={tone}>
      <span className="sr-only">Status: </span>
      {text}
    </Badge>
  );
}
