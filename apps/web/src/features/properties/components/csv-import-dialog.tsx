import { CSV_MAX_ROWS } from '@ai-realty/shared/constants';
import { CSV_REQUIRED_HEADERS, CSV_TEMPLATE_FILENAME, csvTemplate } from '@ai-realty/shared/csv-template';
import { formatNumber } from '@ai-realty/shared/rules/format';
import type { PropertyUploadResult } from '@ai-realty/shared/schemas/property';
import { Download, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { AuthenticationRequiredError, useUploadProperties } from '../api/upload-properties';

const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate())}`;

const UPLOAD_FAILED = 'Failed to upload properties';

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** Bulk import: the template to fill in, a file picker, and what was created and rejected. */
export function CsvImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const inputId = useId();
  const upload = useUploadProperties();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<PropertyUploadResult | null>(null);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);

  const reset = () => {
    setFile(null);
    setResult(null);
    setError(null);
    upload.reset();
  };

  const submit = () => {
    if (!file) return;
    setError(null);
    setResult(null);
    upload.mutate(file, {
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
      open={open}
      onOpenChange={(next) => {
        if (upload.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Import properties from CSV"
      description="Add many properties at once from a spreadsheet saved as a CSV file."
      className="max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={upload.isPending}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          <Button onClick={submit} disabled={!file} loading={upload.isPending}>
            {!upload.isPending ? <Upload className="h-4 w-4" aria-hidden /> : null}
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          <p>
            One property per row, up to {formatNumber(CSV_MAX_ROWS)} rows. Required columns:{' '}
            <span className="font-medium text-slate-900 dark:text-slate-100">
              {CSV_REQUIRED_HEADERS.join(', ')}
            </span>
            . Start from the template to get every column name right.
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

        <div>
          <Label htmlFor={inputId}>CSV file</Label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={upload.isPending}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
              setError(null);
            }}
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-700 file:mr-3 file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
          {file ? (
            <p className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
              <FileSpreadsheet className="h-3.5 w-3.5" aria-hidden />
              {file.name} · {formatNumber(Math.max(1, Math.round(file.size / 1024)))} KB
            </p>
          ) : null}
        </div>

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
