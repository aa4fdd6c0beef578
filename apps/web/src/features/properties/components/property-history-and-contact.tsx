import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { textOrNotSpecified } from '../utils/detail-values';
import type { PropertyEditTab } from './edit-property-dialog';
import { InfoList } from './info-list';

/** History, condition and inspections: what a buyer's agent asks about first. */
export function PropertyHistory({
  record,
  onAdd,
}: {
  record: PropertyRecord;
  onAdd?: (tab: PropertyEditTab) => void;
}) {
  const p = record.property;
  return (
    <Card>
      <CardHeader>
        <CardTitle>History &amp; Condition</CardTitle>
      </CardHeader>
      <CardContent>
        <InfoList
          onAdd={onAdd}
          items={[
            ['Historical Details', textOrNotSpecified(p.HistoricalInfo.HistoricalDetails), 'additional'],
            ['Inspections', textOrNotSpecified(p.ConditionMaintenance.Inspections), 'additional'],
            [
              'Maintenance History',
              textOrNotSpecified(p.ConditionMaintenance.MaintenanceHistory),
              'additional',
            ],
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** The listing agent, the notes the AI keeps in mind, and the agent's own extra fields. */
export function PropertyAgentAndNotes({
  record,
  onAdd,
}: {
  record: PropertyRecord;
  onAdd?: (tab: PropertyEditTab) => void;
}) {
  const p = record.property;
  const c = p.RealtorContact;
  const custom = Object.entries(p.CustomFields ?? {});
  return (
    <Card>
      <CardHeader>
        <CardTitle>Agent &amp; Notes</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <InfoList
          onAdd={onAdd}
          items={[
            ['Agent', textOrNotSpecified(c.Name), 'additional'],
            ['Agency', textOrNotSpecified(c.AgencyName), 'additional'],
            ['Phone', textOrNotSpecified(c.Phone), 'additional'],
            ['Email', textOrNotSpecified(c.Email), 'additional'],
            ['Custom Instructions', textOrNotSpecified(p.CustomInstructions.Instructions), 'additional'],
          ]}
        />
        {custom.length > 0 ? (
          <section>
            <h3 className="mb-3 text-sm font-semibold">More Details</h3>
            <InfoList items={custom.map(([name, value]) => [name, value])} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
