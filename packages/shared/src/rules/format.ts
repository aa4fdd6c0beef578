// One way to format money and dates: USD without decimals, en-US.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const num = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatPrice(value: number): string {
  return usd.format(value);
}

export function formatNumber(value: number): string {
  return num.format(value);
}

/** A rental's price is a monthly rent: "$3,200/mo"; a sale price is written as it is. */
export function formatListingPrice(price: number, listingType: string): string {
  return /rent|lease/i.test(listingType) ? `${usd.format(price)}/mo` : usd.format(price);
}

/** Quantities of a listing that may have a fraction: 2.5 baths, a 0.25-acre lot. */
export function formatQuantity(value: number): string {
  return quantity.format(value);
}

export function formatDate(value: string | number | Date): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | number | Date): string {
  return new Date(value).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Price per square foot, or null when it cannot be computed. */
export function pricePerSquareFoot(price: number, squareFootage: number): number | null {
  if (!(price > 0) || !(squareFootage > 0)) return null;
  return price / squareFootage;
}
