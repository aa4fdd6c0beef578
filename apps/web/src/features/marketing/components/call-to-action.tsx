import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { Link } from 'react-router';
import { trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/cn';

/** The closing sign-up band of the marketing pages. */
export function CallToAction({
  title = 'Start with your next listing',
  text = `Create a free account and verify your email to receive ${REGISTRATION_CREDITS} credits. No card needed.`,
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-2xl bg-accent-800 px-6 py-12 text-center text-white sm:px-12 dark:bg-accent-900">
        <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-accent-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            onClick={() => trackEvent('cta_click', { cta_type: 'band_get_started' })}
            className={cn(
              'inline-flex h-11 items-center justify-center rounded-lg bg-white px-5 font-medium text-accent-900 hover:bg-accent-50',
            )}
          >
            Get Started Free
          </Link>
          <Link
            to="/pricing"
            onClick={() => trackEvent('cta_click', { cta_type: 'band_see_pricing' })}
            className="inline-flex h-11 items-center justify-center rounded-lg border border-white/40 px-5 font-medium text-white hover:bg-white/10"
          >
            See pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
