import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * A query that could not load: an error alert with a button that asks again. `retrying` keeps the
 * button busy while the new attempt runs; `retryLabel` is the button's text.
 */
export function QueryErrorAlert({
  title,
  children,
  onRetry,
  retryLabel = 'Retry',
  retrying,
  className,
}: {
  title?: ReactNode;
  children?: ReactNode;
  onRetry: () => unknown;
  retryLabel?: string;
  retrying?: boolean;
  className?: string;
}) {
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      action={
        <Button size="sm" variant="secondary" onClick={() => void onRetry()} loading={retrying}>
          {retrying ? null : <RefreshCw className="h-4 w-4" aria-hidden />}
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
