import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export function Brand({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn('inline-flex items-center gap-2 rounded-lg font-semibold tracking-tight', className)}
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-accent-700 text-white">
        <Building2 className="h-4.5 w-4.5" aria-hidden />
      </span>
      <span className="text-base text-slate-900 dark:text-white">AI Realty</span>
    </Link>
  );
}
