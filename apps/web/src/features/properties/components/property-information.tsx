import { formatPrice, pricePerSquareFoot } from '@ai-realty/shared/rules/format';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  moneyOrNotSpecified,
  NOT_AVAILABLE,
  NOT_SPECIFIED,
  textOrNotSpecified,
} from '../utils/detail-values';
import type { PropertyEditTab } from './edit-property-dialog';
import { InfoList } from './info-list';

/**
 * Type, age and the costs around the price. The address (the page title) and the price (Key Details)
 * are not repeated here.
 */
export function PropertyInformation({
  record,
  onAdd,
}: {
  record: PropertyRecord;
  onAdd?: (tab: PropertyEditTab) => void;
}) {
  const p = record.property;
  const b = p.BasicInfo;
  const rental = /rent|lease/i.test(b.ListingType);
  // A monthly rent over the floor area is not a price per square foot.
  const perSqFt = rental ? null : pricePerSquareFoot(b.Price, b.SquareFootage);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Property Information</CardTitle>
      </CardHeader>
      <CardContent>
        <InfoList
          onAdd={onAdd}
          items={[
            ['Property Type', textOrNotSpecified(b.PropertyType), 'basic'],
            ['Listing Type', textOrNotSpecified(b.ListingType), 'basic'],
            [
              'Year Built',
              p.HistoricalInfo.YearBuilt > 0 ? String(p.HistoricalInfo.YearBuilt) : NOT_SPECIFIED,
              'additional',
            ],
            [
              'HOA Fees',
              p.LegalCompliance.HOAFees > 0
                ? `${moneyOrNotSpecified(p.LegalCompliance.HOAFees)}/mo`
                : NOT_SPECIFIED,
              'additional',
            ],
            ['Property Tax', NOT_AVAILABLE],
            ['Price per Sq Ft', perSqFt === null ? NOT_AVAILABLE : formatPrice(perSqFt)],
            ['Zoning', textOrNotSpecified(p.LegalCompliance.ZoningInfo), 'additional'],
          ]}
        />
      </CardContent>
    </Card>
  );
}
