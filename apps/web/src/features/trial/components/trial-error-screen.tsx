import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A full error screen of the trial (Trial Setup Error, Setup Error) with its one way forward. */
export function TrialErrorScreen({
  title,
  message,
  actionLabel,
  onAction,
}: {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="flex justify-center px-4 py-16 sm:py-24">
      <Card className="w-full max-w-md p-8 text-center" role="alert">
        <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300">
          <AlertCircle className="h-7 w-7" aria-hidden />
        </div>
        <h1 className="mt-4 text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{message}</p>
        <Button className="mt-6" onClick={onAction}>
          {actionLabel}
        </Button>
      </Card>
    </div>
  );
}
