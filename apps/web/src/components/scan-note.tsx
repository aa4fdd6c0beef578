import { ScanText } from 'lucide-react';

/**
 * "Read from a scan": the text of a completed PDF analysis was recognised from page images, so a
 * figure may be misread. Shown by AI Detect's jobs and by the trial's PDF analysis.
 */
export function ScanNote({ pages }: { pages: number }) {
  return (
    <p
      data-testid="job-scan-note"
      className="flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-400"
    >
      <ScanText className="h-3.5 w-3.5 shrink-0" aria-hidden />
      Read from a scan: the text of{' '}
      {pages === 1
        ? '1 page was recognised from its image'
        : `${pages} pages were recognised from their images`}
      . Check the details.
    </p>
  );
}
