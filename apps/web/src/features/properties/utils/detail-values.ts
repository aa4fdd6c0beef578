import { formatPrice, formatQuantity } from '@ai-realty/shared/rules/format';

// How the property detail page writes a value it does not have: "Not specified" for a field the
// agent left empty, "Not available" for one the app cannot know.
export const NOT_SPECIFIED = 'Not specified';
export const NOT_AVAILABLE = 'Not available';

export const countOrNotSpecified = (n: number) => (n > 0 ? formatQuantity(n) : NOT_SPECIFIED);
export const moneyOrNotSpecified = (n: number) => (n > 0 ? formatPrice(n) : NOT_SPECIFIED);
export const textOrNotSpecified = (s: string) => s.trim() || NOT_SPECIFIED;
