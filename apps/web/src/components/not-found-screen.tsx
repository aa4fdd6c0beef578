import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The full-page answer when a record the address points at is missing or could not be loaded: an icon,
 * the page heading, one line of explanation and the ways onward (a retry, a link back).
 */
export function NotFoundScreen({
  icon: Icon,
  title,
  message,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  message: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <div className="rounded-full bg-slate-100 p-4 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Icon className="h-8 w-8" aria-hidden />
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{message}</p>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
