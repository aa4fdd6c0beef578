import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The frame of every account page: a centred card with a heading. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className={cn('w-full max-w-md', className)}>
        <Card className="p-6 sm:p-8">
          <div className="mb-6">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</h1>
            {description ? (
              <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{description}</p>
            ) : null}
          </div>
          {children}
        </Card>
        {footer ? (
          <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
