import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@ai-realty/shared/constants';
import {
  applyCsvMapping,
  type CsvColumnChoice,
  type CsvPreview,
  duplicateColumns,
  guessCsvMapping,
  missingRequiredColumns,
  readCsvPreview,
} from '@ai-realty/shared/csv-preview';
import {
  CSV_REQUIRED_HEADERS,
  CSV_TEMPLATE_FILENAME,
  CSV_UPLOAD_MESSAGES,
  csvTemplate,
} from '@ai-realty/shared/csv-template';
import { formatNumber } from '@ai-realty/shared/rules/format';
import type { PropertyUploadResult } from '@ai-realty/shared/schemas/property';
import { Download, Upload } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { AuthenticationRequiredError, useUploadProperties } from '../api/upload-properties';
import { CsvColumnMapping } from './csv-column-mapping';
import { CsvDropZone } from './csv-drop-zone';

const PREVIEW_ROWS = 3;

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate())}`;

const UPLOAD_FAILED = 'Failed to upload properties';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** Bulk import: drop or choose a file, check how its columns map, upload, see what was created and rejected. */
export function CsvImportDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close when the button that opened it is gone (the phone's tools sheet). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const upload = useUploadProperties();
  const [file, setFile] = useState<{ file: File; text: string; preview: CsvPreview } | null>(null);
  const [mapping, setMapping] = useState<CsvColumnChoice[]>([]);
  const [result, setResult] = useState<PropertyUploadResult | null>(null);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);

  const reset = () => {
    setFile(null);
    setMapping([]);
    setResult(null);
    setError(null);
    upload.reset();
  };

  const choose = async (chosen: File) => {
    setResult(null);
    setError(null);
    if (chosen.size > CSV_MAX_BYTES) {
      setFile(null);
      return setError({ title: CSV_UPLOAD_MESSAGES.tooLarge });
    }
    const text = await chosen.text();
    const preview = readCsvPreview(text, PREVIEW_ROWS);
    if (!preview.header.some(Boolean)) {
      setFile(null);
      return setError({ title: CSV_UPLOAD_MESSAGES.empty });
    }
    setFile({ file: chosen, text, preview });
    setMapping(guessCsvMapping(preview.header));
  };

  const missing = file ? missingRequiredColumns(mapping).map((c) => c.header) : [];
  const duplicates = file ? duplicateColumns(mapping) : [];
  const ready = Boolean(file) && missing.length === 0 && duplicates.length === 0;

  const submit = () => {
    if (!file || !ready) return;
    setError(null);
    setResult(null);
    const mapped = new File([applyCsvMapping(file.text, file.preview, mapping)], file.file.name, {
      type: 'text/csv',
    });
    upload.mutate(mapped, {
      onSuccess: (r) => {
        setResult(r);
        if (r.created > 0) toast.success(`${plural(r.created, 'property', 'properties')} imported`);
      },
      onError: (e) => {
        if (e instanceof AuthenticationRequiredError) return setError({ title: e.message });
        const detail = errorMessage(e, UPLOAD_FAILED);
        setError({ title: UPLOAD_FAILED, detail: detail === UPLOAD_FAILED ? undefined : detail });
      },
    });
  };

  return (
    <Dialog
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={(next) => {
        if (upload.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Import properties from CSV"
      description="Add many properties at once from a spreadsheet or an MLS export saved as a CSV file."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          <Button onClick={submit} disabled={!ready || Boolean(result)} loading={upload.isPending}>
            {!upload.isPending ? <Upload className="h-4 w-4" aria-hidden /> : null}
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {!file ? (
          <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
            <p>
              One property per row, up to {formatNumber(CSV_MAX_ROWS)} rows. Required columns:{' '}
              <span className="font-medium text-slate-900 dark:text-slate-100">
                {CSV_REQUIRED_HEADERS.join(', ')}
              </span>
              . Column names from most MLS exports are recognised, and you can match the others before
              uploading. The template&apos;s sample row is marked as an example and never imported.
            </p>
            <a
              href={templateHref}
              download={CSV_TEMPLATE_FILENAME}
              className="mt-3 inline-flex items-center gap-1.5 font-medium text-accent-700 hover:underline dark:text-accent-200"
            >
              <Download className="h-4 w-4" aria-hidden />
              Download template
            </a>
          </div>
        ) : null}

        <CsvDropZone file={file?.file ?? null} disabled={upload.isPending} onFile={(f) => void choose(f)} />

        {file && !result ? (
          <section aria-labelledby="csv-mapping-heading" className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3
                id="csv-mapping-heading"
                className="text-sm font-semibold text-slate-900 dark:text-slate-100"
              >
                Match your columns
              </h3>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                Samples from the first {plural(file.preview.rows.length, 'row', 'rows')}
              </p>
            </div>
            <CsvColumnMapping
              preview={file.preview}
              mapping={mapping}
              onChange={setMapping}
              disabled={upload.isPending}
            />
            {missing.length > 0 ? (
              <Alert tone="warning" title="Required columns not matched yet">
                Choose a column of your file for {missing.join(', ')}.
              </Alert>
            ) : null}
            {duplicates.length > 0 ? (
              <Alert tone="warning" title="A field is chosen twice">
                Pick one column each for {duplicates.join(', ')}.
              </Alert>
            ) : null}
          </section>
        ) : null}

        {error ? (
          <Alert tone="error" title={error.title}>
            {error.detail}
          </Alert>
        ) : null}

        {result ? <UploadSummary result={result} /> : null}
      </div>
    </Dialog>
  );
}

function UploadSummary({ result }: { result: PropertyUploadResult }) {
  const { created, rejected, total } = result;
  return (
    <div className="space-y-3" data-testid="csv-upload-result">
      <Alert
        tone={created > 0 ? 'success' : 'warning'}
        title={`${plural(created, 'property', 'properties')} created`}
      >
        {plural(total, 'row', 'rows')} read
        {rejected.length > 0 ? `, ${plural(rejected.length, 'row', 'rows')} rejected` : ', none rejected'}.
        {result.examples > 0
          ? ` ${plural(result.examples, 'example row', 'example rows')} from the template skipped.`
          : ''}
      </Alert>
      {rejected.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">Rejected rows</h3>
          <ul className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800">
            {rejected.map((r) => (
              <li key={`${r.line}:${r.reason}`} className="flex gap-3 px-3 py-2">
                <span className="shrink-0 font-medium text-slate-900 tabular-nums dark:text-slate-100">
                  Line {r.line}
                </span>
                <span className="text-slate-600 dark:text-slate-400">{r.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
