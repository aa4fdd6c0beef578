import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { AddButton } from './info-list';

/** The listing and neighborhood descriptions and the SEO keywords. */
export function PropertyDescription({ record, onAdd }: { record: PropertyRecord; onAdd?: () => void }) {
  const d = record.property.Descriptions;
  const keywords = record.property.SEO.Keywords;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Description</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm leading-relaxed">
        {d.PropertyDescription.trim() ? (
          <p className="whitespace-pre-line">{d.PropertyDescription}</p>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">
            No description provided yet.
            {onAdd ? <AddButton label="Description" onClick={onAdd} /> : null}
          </p>
        )}
        {d.NeighborhoodDescription.trim() ? (
          <div>
            <h3 className="mb-1 font-semibold">Neighborhood</h3>
            <p className="whitespace-pre-line">{d.NeighborhoodDescription}</p>
          </div>
        ) : null}
        {keywords.length > 0 ? (
          <div>
            <h3 className="mb-2 font-semibold">SEO Keywords</h3>
            <ul className="flex flex-wrap gap-2">
              {keywords.map((k) => (
                <li
                  key={k}
                  className="rounded-full bg-accent-50 px-3 py-1 text-xs text-accent-800 ring-1 ring-accent-200 dark:bg-accent-900/30 dark:text-accent-100 dark:ring-accent-800"
                >
                  {k}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
