import { PDF_ANALYSIS_CREDITS, REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import {
  FOLLOW_UP_MAX_CREDITS,
  FOLLOW_UP_MIN_CREDITS,
  GENERATION_OPTIONS,
} from '@ai-realty/shared/generation-catalogue';
import { formatNumber } from '@ai-realty/shared/rules/format';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { formatCredits } from '@/lib/format-credits';
import { CallToAction } from '../components/call-to-action';
import { PageHero } from '../components/page-hero';

type Tier = {
  id: string;
  name: string;
  credits: string;
  cadence: string;
  description: string;
  perks: string[];
};

// docs/product/commercial.md#plans: the four tiers and their monthly credits. Prices are not published here.
const tiers: Tier[] = [
  {
    id: 'free',
    name: 'Free',
    credits: formatNumber(REGISTRATION_CREDITS),
    cadence: 'credits once, after email verification',
    description: 'Try every feature on your own listings.',
    perks: ['Every content type', 'AI Detect for listing PDFs', 'Follow-up suggestions'],
  },
  {
    id: 'starter',
    name: 'Starter',
    credits: formatNumber(100),
    cadence: 'credits every month',
    description: 'For an agent with a few active listings.',
    perks: ['Everything in Free', 'Credits added each billing month', 'Cancel any time'],
  },
  {
    id: 'professional',
    name: 'Professional',
    credits: formatNumber(300),
    cadence: 'credits every month',
    description: 'For a full-time agent marketing listings every week.',
    perks: ['Everything in Starter', 'Priority support'],
  },
  {
    id: 'agency',
    name: 'Agency',
    credits: formatNumber(1500),
    cadence: 'credits every month',
    description: 'For teams and brokerages sharing the work.',
    perks: ['Everything in Professional', 'Room for a whole team’s listings'],
  },
];

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
    q: 'What does a plan cost?',
    a: 'Plans are billed monthly. The price of each plan and credit pack is shown before you confirm, at checkout.',
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

export default function PricingPage() {
  const basic = GENERATION_OPTIONS.filter((o) => o.category === 'Basic Content');
  const advanced = GENERATION_OPTIONS.filter((o) => o.category !== 'Basic Content');
  return (
    <>
      <PageHero eyebrow="Pricing" title="Credits for every listing, on a plan that fits your pipeline">
        Start free with {REGISTRATION_CREDITS} credits. Every plan includes every feature; choose by how many
        listings you market each month.
      </PageHero>

      <section className="px-4 py-16 sm:px-6">
        <div className="mx-auto grid max-w-7xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {tiers.map((t) => (
            <div
              key={t.id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t.name}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.description}</p>
              <p className="mt-6">
                <span className="text-4xl font-semibold tracking-tight text-slate-900 dark:text-white">
                  {t.credits}
                </span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{t.cadence}</span>
              </p>
              <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
                {t.id === 'free' ? 'No card needed' : 'Billed monthly · price shown at checkout'}
              </p>
              <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                {t.perks.map((p) => (
                  <li key={p} className="flex gap-2">
                    <Check
                      className="mt-0.5 h-4 w-4 shrink-0 text-accent-700 dark:text-accent-200"
                      aria-hidden
                    />
                    {p}
                  </li>
                ))}
              </ul>
              <Link
                to="/register"
                className={`${buttonClasses(t.id === 'free' ? 'primary' : 'secondary')} mt-6 w-full`}
              >
                {t.id === 'free' ? 'Get Started Free' : `Start with ${t.name}`}
              </Link>
            </div>
          ))}
        </div>
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-slate-600 dark:text-slate-400">
          Paid plans are chosen from your account after you sign up. One-time credit packs are available for
          busy months.
        </p>
      </section>

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
