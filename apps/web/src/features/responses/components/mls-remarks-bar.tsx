import { MLS_REMARKS_DEFAULT } from '@ai-realty/shared/schemas/compliance';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { useMe } from '@/lib/queries/user-me';
import { copyText } from '../utils/copy-text';
import { mlsRemarks } from '../utils/mls-remarks';

/**
 * For listing descriptions: the plain-text length against the agent's MLS public-remarks limit, and
 * 'Copy for MLS', which copies plain text that fits the field.
 */
export function MlsRemarksBar({ text }: { text: string }) {
  const me = useMe();
  const limit = me.data?.mlsRemarksLimit ?? MLS_REMARKS_DEFAULT;
  const remarks = mlsRemarks(text, limit);
  const over = remarks.length > limit;

  const copy = async () => {
    if (!(await copyText(remarks.text))) {
      toast.error('Could not copy. Select the text and copy it manually.');
      return;
    }
    toast.success(
      remarks.cut
        ? `Copied the first ${remarks.text.length.toLocaleString('en-US')} characters: the full text is over your MLS limit`
        : 'Copied as plain text for the MLS',
    );
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60">
      <p
        className={cn(
          'text-slate-700 dark:text-slate-300',
          over && 'font-medium text-red-700 dark:text-red-300',
        )}
      >
        <span data-testid="mls-count">
          {remarks.length.toLocaleString('en-US')} / {limit.toLocaleString('en-US')}
        </span>{' '}
        characters for MLS public remarks{over ? ': over your limit' : ''} ·{' '}
        <Link to="/app/account" className="text-accent-700 underline underline-offset-2 dark:text-accent-200">
          change the limit
        </Link>
      </p>
      <Button size="sm" variant="secondary" onClick={copy}>
        <ClipboardCheck className="h-4 w-4" aria-hidden />
        Copy for MLS
      </Button>
    </div>
  );
}
