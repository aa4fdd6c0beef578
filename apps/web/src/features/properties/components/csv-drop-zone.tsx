import { FileSpreadsheet, UploadCloud } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { cn } from '@/lib/cn';

/** A file picker that also takes a file dropped on it. The input stays the keyboard path (label "CSV file"). */
export function CsvDropZone({
  file,
  disabled,
  onFile,
}: {
  file: File | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files?.[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="csv-drop-zone"
      className={cn(
        'flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center text-sm transition-colors focus-within:ring-2 focus-within:ring-accent-600/40',
        over
          ? 'border-accent-600 bg-accent-50 dark:bg-accent-900/20'
          : 'border-slate-300 hover:border-accent-600 dark:border-slate-700',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      {file ? (
        <FileSpreadsheet className="h-7 w-7 text-accent-700 dark:text-accent-200" aria-hidden />
      ) : (
        <UploadCloud className="h-7 w-7 text-slate-400" aria-hidden />
      )}
      <span className="font-medium text-slate-900 dark:text-slate-100">
        {file ? file.name : 'Drop a CSV file here, or click to choose one'}
      </span>
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {file
          ? `${Math.max(1, Math.round(file.size / 1024)).toLocaleString('en-US')} KB · drop or choose another file to replace it`
          : 'An MLS export or the template below, saved as CSV'}
      </span>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        disabled={disabled}
        className="sr-only"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          e.target.value = '';
        }}
      />
    </label>
  );
}
