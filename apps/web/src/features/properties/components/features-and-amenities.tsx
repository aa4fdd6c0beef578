import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { textOrNotSpecified } from '../utils/detail-values';
import { InfoList } from './info-list';

export function FeaturesAndAmenities({ record }: { record: PropertyRecord }) {
  const p = record.property;
  const k = p.KeyFeatures;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Features &amp; Amenities</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <section>
          <h3 className="mb-3 text-sm font-semibold">Interior</h3>
          <InfoList
            items={[
              ['Appliances', textOrNotSpecified(k.Appliances)],
              ['Flooring', textOrNotSpecified(k.FlooringType)],
              ['HVAC', textOrNotSpecified(k.HeatingCooling)],
              ['Architecture', textOrNotSpecified(k.ArchitecturalDetails)],
            ]}
          />
        </section>
        <section>
          <h3 className="mb-3 text-sm font-semibold">Exterior</h3>
          <InfoList
            items={[
              ['Parking', textOrNotSpecified(k.Parking)],
              ['Onsite Amenities', textOrNotSpecified(p.Amenities.Onsite)],
              ['Environmental', textOrNotSpecified(p.Environmental.Features)],
            ]}
          />
        </section>
      </CardContent>
    </Card>
  );
}
