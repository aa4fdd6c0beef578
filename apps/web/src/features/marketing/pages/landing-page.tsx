import { PDF_ANALYSIS_CREDITS, REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { GENERATION_CATEGORIES, GENERATION_OPTIONS } from '@ai-realty/shared/generation-catalogue';
import {
  BadgeCheck,
  Building2,
  ClipboardCheck,
  Coins,
  FileUp,
  type LucideIcon,
  Scale,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { trackEvent } from '@/lib/analytics';
import { CallToAction } from '../components/call-to-action';
import { ExampleOutput } from '../components/example-output';

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Building2,
    title: 'Add the property',
    text: `Type the details in a five-step form, import a CSV of your listings, or upload the listing PDF and let AI Detect fill everything in (${PDF_ANALYSIS_CREDITS} credits).`,
  },
  {
    icon: Sparkles,
    title: 'Choose what to create',
    text: 'Pick a listing description, SEO keywords, buyer profiles, a pricing strategy or any other content type, and add your own instructions.',
  },
  {
    icon: ClipboardCheck,
    title: 'Review, edit, publish',
    text: 'Every draft is saved with the property. Copy it into your MLS, email or social tools once you have checked it.',
  },
];

const principles: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: BadgeCheck,
    title: 'Built on your facts',
    text: 'Drafts use only the property data and your instructions. Where a useful fact is missing, the draft says what to add instead of inventing it.',
  },
  {
    icon: Scale,
    title: 'Fair Housing aware',
    text: 'Content describes the home and its features, and audiences by needs and lifestyle, never by who should live there.',
  },
  {
    icon: FileUp,
    title: 'Starts from your paperwork',
    text: 'Drop in a listing sheet or flyer as a PDF and get a complete property record to review in seconds.',
  },
  {
    icon: Coins,
    title: 'Pay for what you use',
    text: 'One credit balance for every action. Credits never expire, and a request that fails on our side is refunded.',
  },
];

export default function LandingPage() {
  return (
    <>
      <section className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase dark:text-accent-200">
              For real estate agents and realtors
            </p>
            <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
              Listing copy and marketing plans, written from your property data
            </h1>
            <p className="mt-5 text-lg text-pretty text-slate-600 dark:text-slate-300">
              AI Realty drafts the MLS description, SEO keywords, buyer profiles and more for each of your
              listings, so you start from a solid first draft instead of a blank page. Built to save 6+ hours
              of writing per listing.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to="/register"
                className={buttonClasses('primary', 'lg')}
                onClick={() => trackEvent('cta_click', { cta_type: 'hero_get_started' })}
              >
                Get Started Free
              </Link>
              <Link
                to="/features"
                className={buttonClasses('secondary', 'lg')}
                onClick={() => trackEvent('cta_click', { cta_type: 'hero_see_features' })}
              >
                See how it works
              </Link>
            </div>
            <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">
              {REGISTRATION_CREDITS} free credits when you verify your email. No card needed.
            </p>
          </div>
          <ExampleOutput />
        </div>
      </section>

      <section className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <h2 className="text-center text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            From property to published in three steps
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, i) => (
              <li
                key={title}
                className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700 dark:bg-accent-900/40 dark:text-accent-200">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <span className="text-sm font-medium text-slate-500 dark:text-slate-400">Step {i + 1}</span>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="border-y border-slate-200 bg-white px-4 py-16 sm:px-6 sm:py-20 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto max-w-7xl">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {GENERATION_OPTIONS.length} kinds of content for every listing
            </h2>
            <p className="mt-3 text-slate-600 dark:text-slate-400">
              From the public remarks to the follow-up emails: each one is generated from the same property
              record, so your marketing tells one consistent story.
            </p>
          </div>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {GENERATION_CATEGORIES.map((category) => (
              <div key={category}>
                <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{category}</h3>
                <ul className="mt-3 space-y-2">
                  {GENERATION_OPTIONS.filter((o) => o.category === category).map((o) => (
                    <li key={o.name} className="text-sm text-slate-600 dark:text-slate-400">
                      {o.title}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-7xl">
          <h2 className="text-center text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            Made for the way agents work
          </h2>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {principles.map(({ icon: Icon, title, text }) => (
              <div
                key={title}
                className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <Icon className="h-5 w-5 text-accent-700 dark:text-accent-200" aria-hidden />
                <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
