import { formatPrice, pricePerSquareFoot } from '@ai-realty/shared/rules/format';
import { formatAddress, type PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  moneyOrNotSpecified,
  NOT_AVAILABLE,
  NOT_SPECIFIED,
  textOrNotSpecified,
} from '../utils/detail-values';
import { InfoList } from './info-list';

export function PropertyInformation({ record }: { record: PropertyRecord }) {
  const p = record.property;
  const b = p.BasicInfo;
  const perSqFt = pricePerSquareFoot(b.Price, b.SquareFootage);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Property Information</CardTitle>
      </CardHeader>
      <CardContent>
        <InfoList
          items={[
            ['Property Type', textOrNotSpecified(b.PropertyType)],
            ['Listing Type', textOrNotSpecified(b.ListingType)],
            [
              'Year Built',
              p.HistoricalInfo.YearBuilt > 0 ? String(p.HistoricalInfo.YearBuilt) : NOT_SPECIFIED,
            ],
            ['Address', formatAddress(p) || record.address || NOT_SPECIFIED],
            ['Price', moneyOrNotSpecified(b.Price)],
            ['HOA Fees', moneyOrNotSpecified(p.LegalCompliance.HOAFees)],
            ['Property Tax', NOT_AVAILABLE],
            ['Price per Sq Ft', perSqFt === null ? NOT_AVAILABLE : formatPrice(perSqFt)],
            ['Zoning', textOrNotSpecified(p.LegalCompliance.ZoningInfo)],
          ]}
        />
      </CardContent>
    </Card>
  );
}
