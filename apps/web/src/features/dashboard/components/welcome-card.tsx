import { Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * The dashboard's greeting and next step. A new agent is pointed at the first property (nothing can be
 * generated before one exists); the header already says "Welcome", so the card does not repeat it.
 */
export function WelcomeCard({
  fullName,
  propertyCount,
}: {
  fullName: string | undefined;
  propertyCount: number | undefined;
}) {
  const first = fullName?.trim().split(/\s+/)[0];
  const isNew = propertyCount === 0;
  const ctaClass = cn(
    buttonClasses('secondary'),
    'border-transparent bg-white text-accent-900 hover:bg-accent-50 dark:border-transparent dark:bg-white dark:text-accent-900 dark:hover:bg-accent-50',
  );
  return (
    <section className="flex h-full flex-col justify-between gap-4 rounded-xl bg-gradient-to-br from-accent-700 to-accent-900 p-5 text-white shadow-sm sm:p-6">
      <div>
        {fullName === undefined || propertyCount === undefined ? (
          <Skeleton className="h-7 w-56 bg-white/20 dark:bg-white/20" />
        ) : (
          <h2 className="text-xl font-semibold sm:text-2xl">
            {isNew
              ? `Let's set up your first listing${first ? `, ${first}` : ''}`
              : `Ready for your next campaign${first ? `, ${first}` : ''}?`}
          </h2>
        )}
        <p className="mt-2 max-w-xl text-sm text-accent-100">
          {isNew
            ? 'Add a property by hand, from a CSV export or from a listing PDF. Then turn it into descriptions, keywords and campaigns in moments.'
            : 'Turn your listings into descriptions, keywords and campaigns in moments. Always review AI content before you publish it.'}
        </p>
      </div>
      <div>
        {isNew ? (
          <Link to="/app/properties?viewMode=wizard" className={ctaClass}>
            <Plus className="h-4 w-4" aria-hidden />
            Add Your First Property
          </Link>
        ) : (
          <Link to="/app/ai" className={ctaClass}>
            <Sparkles className="h-4 w-4" aria-hidden />
            Generate AI Content
          </Link>
        )}
      </div>
    </section>
  );
}
