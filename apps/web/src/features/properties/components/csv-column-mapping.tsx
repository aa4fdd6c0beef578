import type { CsvColumnChoice, CsvPreview } from '@ai-realty/shared/csv-preview';
import { CSV_COLUMNS } from '@ai-realty/shared/csv-template';
import { Select } from '@/components/ui/field';

const CUSTOM = '__custom';
const IGNORE = '__ignore';

const toValue = (c: CsvColumnChoice) => ('column' in c ? c.column : 'ignore' in c ? IGNORE : CUSTOM);
const fromValue = (v: string): CsvColumnChoice =>
  v === IGNORE ? { ignore: true } : v === CUSTOM ? { custom: true } : { column: v };

/** One row per column of the file: its header, what the first rows hold, and where it goes. */
export function CsvColumnMapping({
  preview,
  mapping,
  onChange,
  disabled,
}: {
  preview: CsvPreview;
  mapping: CsvColumnChoice[];
  onChange: (mapping: CsvColumnChoice[]) => void;
  disabled?: boolean;
}) {
  const samples = (i: number) =>
    preview.rows
      .map((r) => (r[i] ?? '').replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .slice(0, 2);

  return (
    <div className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Columns of the file and where each one goes</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Column in your file
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Imports as
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {preview.header.map((header, i) => {
            const shown = samples(i);
            const name = header || `Column ${i + 1}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the file's columns are fixed for this preview
              <tr key={i}>
                <td className="max-w-0 px-3 py-2 align-top">
                  <p className="truncate font-medium text-slate-900 dark:text-slate-100">{name}</p>
                  <p className="truncate text-xs text-slate-500 dark:text-slate-400">
                    {shown.length ? shown.join(' · ') : 'empty in the first rows'}
                  </p>
                </td>
                <td className="w-1/2 px-3 py-2 align-top">
                  <Select
                    aria-label={`Import ${name} as`}
                    value={toValue(mapping[i] ?? { custom: true })}
                    disabled={disabled}
                    onChange={(e) => {
                      const next = [...mapping];
                      next[i] = fromValue(e.target.value);
                      onChange(next);
                    }}
                  >
                    <option value={CUSTOM}>Custom field “{name}”</option>
                    <option value={IGNORE}>Don’t import</option>
                    <optgroup label="Property fields">
                      {CSV_COLUMNS.map((c) => (
                        <option key={c.header} value={c.header}>
                          {c.header}
                          {c.required ? ' (required)' : ''}
                        </option>
                      ))}
                    </optgroup>
                  </Select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
