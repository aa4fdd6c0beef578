import type { Property } from '@ai-realty/shared/schemas/property';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The facts of the trial property at a glance. */
export function TrialPropertySummary({ property }: { property: Property }) {
  const b = property.BasicInfo;
  const a = b.Address;
  const address = [a.Street, a.City, [a.State, a.ZipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const facts = [
    ['Property type', b.PropertyType || 'Not found'],
    ['Price', b.Price > 0 ? money.format(b.Price) : 'Not found'],
    ['Bedrooms', b.Bedrooms > 0 ? String(b.Bedrooms) : 'Not found'],
    ['Bathrooms', b.Bathrooms > 0 ? String(b.Bathrooms) : 'Not found'],
    ['Square footage', b.SquareFootage > 0 ? b.SquareFootage.toLocaleString('en-US') : 'Not found'],
    [
      'Year built',
      property.HistoricalInfo.YearBuilt > 0 ? String(property.HistoricalInfo.YearBuilt) : 'Not found',
    ],
  ];
  return (
    <div>
      <p className="font-medium text-slate-900 dark:text-white">{address || 'Address not found'}</p>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
