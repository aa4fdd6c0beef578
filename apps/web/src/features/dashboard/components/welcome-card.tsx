import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function WelcomeCard({ fullName }: { fullName: string | undefined }) {
  const first = fullName?.trim().split(/\s+/)[0];
  return (
    <section className="flex h-full flex-col justify-between gap-4 rounded-xl bg-gradient-to-br from-accent-700 to-accent-900 p-5 text-white shadow-sm sm:p-6">
      <div>
        {fullName === undefined ? (
          <Skeleton className="h-7 w-56 bg-white/20 dark:bg-white/20" />
        ) : (
          <h1 className="text-xl font-semibold sm:text-2xl">Welcome back{first ? `, ${first}` : ''}</h1>
        )}
        <p className="mt-2 max-w-xl text-sm text-accent-100">
          Turn your listings into descriptions, keywords and campaigns in moments. Always review AI content
          before you publish it.
        </p>
      </div>
      <div>
        <Link
          to="/app/ai"
          className={`${buttonClasses('secondary')} border-transparent text-accent-900 dark:bg-white dark:text-accent-900 dark:hover:bg-accent-50`}
        >
          <Sparkles className="h-4 w-4" aria-hidden />
          Generate AI Content
        </Link>
      </div>
    </section>
  );
}
