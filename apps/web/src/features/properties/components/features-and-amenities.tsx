import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { textOrNotSpecified } from '../utils/detail-values';
import type { PropertyEditTab } from './edit-property-dialog';
import { InfoList } from './info-list';

/** Every feature and amenity field, inside and out, as a listing sheet groups them. */
export function FeaturesAndAmenities({
  record,
  onAdd,
}: {
  record: PropertyRecord;
  onAdd?: (tab: PropertyEditTab) => void;
}) {
  const p = record.property;
  const k = p.KeyFeatures;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Features &amp; Amenities</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <section>
          <h3 className="mb-3 text-sm font-semibold">Interior</h3>
          <InfoList
            onAdd={onAdd}
            items={[
              ['Appliances', textOrNotSpecified(k.Appliances), 'features'],
              ['Flooring', textOrNotSpecified(k.FlooringType), 'features'],
              ['HVAC', textOrNotSpecified(k.HeatingCooling), 'features'],
              ['Architecture', textOrNotSpecified(k.ArchitecturalDetails), 'features'],
              ['Windows', textOrNotSpecified(k.WindowFeatures), 'features'],
              ['Renovations', textOrNotSpecified(k.Renovations), 'features'],
            ]}
          />
        </section>
        <section>
          <h3 className="mb-3 text-sm font-semibold">Exterior</h3>
          <InfoList
            onAdd={onAdd}
            items={[
              ['Parking', textOrNotSpecified(k.Parking), 'features'],
              ['Outdoor Spaces', textOrNotSpecified(k.OutdoorSpaces), 'features'],
              ['Onsite Amenities', textOrNotSpecified(p.Amenities.Onsite), 'amenities'],
              ['Environmental', textOrNotSpecified(p.Environmental.Features), 'amenities'],
            ]}
          />
        </section>
        <section>
          <h3 className="mb-3 text-sm font-semibold">Location &amp; Access</h3>
          <InfoList
            onAdd={onAdd}
            items={[
              ['Nearby Amenities', textOrNotSpecified(p.Amenities.Nearby), 'amenities'],
              ['Accessibility', textOrNotSpecified(p.Accessibility.Features), 'amenities'],
            ]}
          />
        </section>
      </CardContent>
    </Card>
  );
}
