import { formatListingPrice, formatNumber, formatQuantity } from '@ai-realty/shared/rules/format';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import {
  Bath,
  BedDouble,
  Building,
  Car,
  CircleDollarSign,
  LandPlot,
  type LucideIcon,
  Ruler,
} from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { countOrNotSpecified, NOT_SPECIFIED } from '../utils/detail-values';

/** Price, bedrooms, bathrooms and area as tiles, plus lot, garage and units when the agent gave them. */
export function PropertyKeyDetails({ record }: { record: PropertyRecord }) {
  const b = record.property.BasicInfo;
  const tiles: { label: string; value: string; Icon: LucideIcon }[] = [
    {
      label: /rent|lease/i.test(b.ListingType) ? 'Rent' : 'Price',
      value: b.Price > 0 ? formatListingPrice(b.Price, b.ListingType) : NOT_SPECIFIED,
      Icon: CircleDollarSign,
    },
    { label: 'Bedrooms', value: countOrNotSpecified(b.Bedrooms), Icon: BedDouble },
    { label: 'Bathrooms', value: countOrNotSpecified(b.Bathrooms), Icon: Bath },
    {
      label: 'Square Feet',
      value: b.SquareFootage > 0 ? formatNumber(b.SquareFootage) : NOT_SPECIFIED,
      Icon: Ruler,
    },
  ];
  if (b.LotSize > 0)
    tiles.push({ label: 'Lot Size', value: `${formatQuantity(b.LotSize)} ${b.LotSizeUnit}`, Icon: LandPlot });
  if (b.GarageSpaces > 0)
    tiles.push({ label: 'Garage Spaces', value: formatNumber(b.GarageSpaces), Icon: Car });
  if (b.Units > 0) tiles.push({ label: 'Units', value: formatNumber(b.Units), Icon: Building });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Key Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {tiles.map(({ label, value, Icon }) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 dark:text-slate-400">
                <Icon className="h-3.5 w-3.5" aria-hidden />
                {label}
              </dt>
              <dd
                className={cn(
                  'mt-1 font-semibold',
                  value === NOT_SPECIFIED ? 'text-sm text-slate-500 dark:text-slate-400' : 'text-lg',
                )}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
