import { PDF_ANALYSIS_CREDITS, REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import {
  FOLLOW_UP_MAX_CREDITS,
  FOLLOW_UP_MIN_CREDITS,
  GENERATION_OPTIONS,
} from '@ai-realty/shared/generation-catalogue';
import { formatNumber, formatPrice } from '@ai-realty/shared/rules/format';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trackEvent } from '@/lib/analytics';
import { formatCredits } from '@/lib/format-credits';
import { usePricing } from '@/lib/queries/pricing';
import { useSession } from '@/lib/session';
import { CallToAction } from '../components/call-to-action';
import { PageHero } from '../components/page-hero';

const faqs = [
  {
    q: 'Do the plans have different features?',
    a: 'No. Every plan can use every feature. Plans differ in the credits they add each month and in perks such as priority support.',
  },
  {
    q: 'Do credits expire?',
    a: 'Never. Credits from your plan, from credit packs and from verification merge into one balance that carries over from month to month.',
  },
  {
    q: 'How is a plan billed?',
    a: 'Monthly, by card. Its credits arrive at the start of every billing month. Upgrades take effect at once with a prorated charge; you can cancel at the end of a period or at once.',
  },
  {
    q: 'What if I need more credits in a busy month?',
    a: 'One-time credit packs top up your balance without changing your plan.',
  },
  {
    q: 'What happens if a generation fails?',
    a: 'If a request fails on our side, its credits go back to your balance automatically.',
  },
];

/** The plans and packs as the server sells them (the same catalogue as the in-app Upgrade page). */
function PlansAndPacks() {
  const pricing = usePricing();
  const { user } = useSession();
  const ctaFor = (planId: string) =>
    user ? '/app/upgrade' : planId === 'free' ? '/register' : `/register?plan=${planId}`;
  if (pricing.isError)
    return (
      <section className="px-4 py-16 text-center sm:px-6">
        <p className="text-slate-600 dark:text-slate-400">
          Failed to load pricing information. Please try again.
        </p>
        <button
          type="button"
          className={`${buttonClasses('secondary')} mt-4`}
          onClick={() => void pricing.refetch()}
        >
          Try Again
        </button>
      </section>
    );
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pricing.data
          ? pricing.data.plans.map((plan) => (
              <div
                key={plan.id}
                className={`flex flex-col rounded-2xl border bg-white p-6 dark:bg-slate-900 ${
                  plan.popular
                    ? 'border-accent-600 ring-2 ring-accent-600/20'
                    : 'border-slate-200 dark:border-slate-800'
                }`}
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{plan.name}</h2>
                  {plan.popular ? (
                    <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-medium text-accent-900 dark:bg-accent-900/40 dark:text-accent-100">
                      Most Popular
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plan.description}</p>
                <p className="mt-6">
                  <span className="text-4xl font-semibold tracking-tight text-slate-900 dark:text-white">
                    {formatPrice(plan.price)}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">/month</span>
                </p>
                {plan.id === 'free' ? (
                  <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300">
                    {formatNumber(REGISTRATION_CREDITS)} credits once, after email verification
                  </p>
                ) : null}
                <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <Check
                        className="mt-0.5 h-4 w-4 shrink-0 text-accent-700 dark:text-accent-200"
                        aria-hidden
                      />
                      {f}
                    </li>
                  ))}
                </ul>
                <Link
                  to={ctaFor(plan.id)}
                  onClick={() =>
                    trackEvent('pricing_cta_click', {
                      plan_name: plan.name,
                      cta_type: plan.id === 'free' ? 'get_started_free' : 'start_plan',
                    })
                  }
                  className={`${buttonClasses(plan.popular || plan.id === 'free' ? 'primary' : 'secondary')} mt-6 w-full`}
                >
                  {plan.id === 'free' ? 'Get Started Free' : `Start with ${plan.name}`}
                </Link>
              </div>
            ))
          : [0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-96 rounded-2xl" />)}
      </div>
      {pricing.data && pricing.data.creditPacks.length > 0 ? (
        <div className="mx-auto mt-10 max-w-4xl">
          <h2 className="text-center text-xl font-semibold text-slate-900 dark:text-white">
            Credit packs for busy months
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {pricing.data.creditPacks.map((pack) => {
              const total = pack.creditCount + pack.bonusCredits;
              return (
                <li
                  key={pack.id}
                  className="rounded-xl border border-slate-200 bg-white p-5 text-center dark:border-slate-800 dark:bg-slate-900"
                >
                  <p className="font-semibold text-slate-900 dark:text-white">{pack.name}</p>
                  <p className="mt-2 text-2xl font-semibold">{formatPrice(pack.price)}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {formatNumber(total)} credits ({formatNumber(pack.bonusCredits)} bonus)
                    {pack.bestValue ? ' · Best Value' : ''}
                  </p>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-400">
            One-time, added to the same balance, never expire. Bought from your account after you sign up.
          </p>
        </div>
      ) : null}
    </section>
  );
}

export default function PricingPage() {
  const basic = GENERATION_OPTIONS.filter((o) => o.category === 'Basic Content');
  const advanced = GENERATION_OPTIONS.filter((o) => o.category !== 'Basic Content');
  return (
    <>
      <PageHero eyebrow="Pricing" title="Credits for every listing, on a plan that fits your pipeline">
        Start free with {REGISTRATION_CREDITS} credits. Every plan includes every feature; choose by how many
        listings you market each month.
      </PageHero>

      <PlansAndPacks />

      <section className="border-y border-slate-200 bg-white px-4 py-16 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto max-w-4xl">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
            What a credit buys
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            The cost is shown before every request. Deeper analyses cost more than basic content.
          </p>
          <div className="mt-8 grid gap-8 md:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                Basic content and tools
              </h3>
              <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
                {basic.map((o) => (
                  <li key={o.name} className="flex justify-between gap-4 py-2.5 text-sm">
                    <span>{o.title}</span>
                    <span className="font-medium">{formatCredits(o.price)}</span>
                  </li>
                ))}
                <li className="flex justify-between gap-4 py-2.5 text-sm">
                  <span>PDF analysis (AI Detect)</span>
                  <span className="font-medium">{formatCredits(PDF_ANALYSIS_CREDITS)}</span>
                </li>
                <li className="flex justify-between gap-4 py-2.5 text-sm">
                  <span>Follow-up</span>
                  <span className="font-medium">
                    {FOLLOW_UP_MIN_CREDITS}-{FOLLOW_UP_MAX_CREDITS} credits
                  </span>
                </li>
              </ul>
            </div>
            <div>
              <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                Market, financial and sales content
              </h3>
              <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
                {advanced.map((o) => (
                  <li key={o.name} className="flex justify-between gap-4 py-2.5 text-sm">
                    <span>{o.title}</span>
                    <span className="font-medium">{formatCredits(o.price)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Questions</h2>
          <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
            {faqs.map((f) => (
              <div key={f.q} className="py-5">
                <dt className="font-semibold text-slate-900 dark:text-white">{f.q}</dt>
                <dd className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{f.a}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CallToAction title="Try it on your next listing" />
    </>
  );
}
