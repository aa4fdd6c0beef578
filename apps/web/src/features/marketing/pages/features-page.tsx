import { PDF_ANALYSIS_CREDITS } from '@ai-realty/shared/constants';
import {
  FOLLOW_UP_MAX_CREDITS,
  FOLLOW_UP_MIN_CREDITS,
  GENERATION_OPTIONS,
} from '@ai-realty/shared/generation-catalogue';
import {
  Building2,
  FileSearch,
  FileUp,
  History,
  type LucideIcon,
  MessagesSquare,
  Sparkles,
} from 'lucide-react';
import { formatCredits } from '@/lib/format-credits';
import { useGenerationOptions } from '@/lib/queries/generation-options';
import { CallToAction } from '../components/call-to-action';
import { FeatureDemo } from '../components/feature-demo';
import { PageHero } from '../components/page-hero';

const features: { icon: LucideIcon; title: string; text: string; points: string[] }[] = [
  {
    icon: FileUp,
    title: 'AI Detect: a listing PDF becomes a property',
    text: `Upload a listing sheet, flyer or disclosure summary and AI Detect reads it into a complete property record for ${PDF_ANALYSIS_CREDITS} credits.`,
    points: [
      'Works with PDFs up to 50 MB',
      'Runs in the background; the history shows each analysis',
      'Review the extracted details before generating content',
    ],
  },
  {
    icon: Building2,
    title: 'Your whole portfolio in one place',
    text: 'Keep every listing with its address, details, features, amenities and descriptions.',
    points: [
      'A five-step form for new listings',
      'CSV import for a whole book of business',
      'Search and filter by status: active, pending or sold',
    ],
  },
  {
    icon: Sparkles,
    title: `${GENERATION_OPTIONS.length} content types`,
    text: 'Listing descriptions, SEO keywords and target demographics, plus market, financial and sales content.',
    points: [
      'Add custom instructions to any request',
      'Prices per request shown before you generate',
      'Typical results arrive in 10 to 30 seconds',
    ],
  },
  {
    icon: MessagesSquare,
    title: 'Follow-up suggestions',
    text: `After each result, AI Realty suggests the next pieces that build on it. Running one costs what its content type costs, ${FOLLOW_UP_MIN_CREDITS} to ${FOLLOW_UP_MAX_CREDITS} credits.`,
    points: [
      'Each suggestion explains its angle and expected outcome',
      'Rated by relevance to this property',
      'Add your own instructions before running it',
    ],
  },
  {
    icon: History,
    title: 'Every response, saved',
    text: 'All generated content stays with its property, ready to copy when you need it again.',
    points: ['Search by address or text', 'Filter by type and status', 'One-click copy of finished content'],
  },
  {
    icon: FileSearch,
    title: 'Honest drafts',
    text: 'Figures that need outside data, such as comparable sales or tax rates, are marked for you to verify with your MLS.',
    points: [
      'No invented features or distances',
      'Fair Housing aware wording',
      'Clear about its assumptions',
    ],
  },
];

const BASIC_TYPES = ['listing_description', 'keywords', 'demographics'];

/** "The three basic types cost 1 credit each", with the prices the server sells them at. */
function useBasicCostText(): string {
  const { data } = useGenerationOptions();
  const prices = BASIC_TYPES.map(
    (name) => (data ?? GENERATION_OPTIONS).find((o) => o.name === name)?.price ?? 0,
  );
  return prices.every((p) => p === prices[0])
    ? `The three basic types cost ${formatCredits(prices[0])} each`
    : `The three basic types cost ${prices.map(formatCredits).join(', ')}`;
}

export default function FeaturesPage() {
  const basicCost = useBasicCostText();
  return (
    <>
      <PageHero eyebrow="Features" title="Everything between a new listing and its marketing">
        Add a property once and generate the content you need for it, from MLS remarks to a lead nurturing
        sequence.
      </PageHero>

      <section className="px-4 py-16 sm:px-6">
        <div className="mx-auto grid max-w-7xl items-start gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">
              See it on a sample home
            </h2>
            <p className="mt-3 text-slate-600 dark:text-slate-400">
              {basicCost}. Switch between them to see what one property record produces.
            </p>
          </div>
          <div className="min-w-0 lg:col-span-3">
            <FeatureDemo />
          </div>
        </div>
      </section>

      <section className="border-t border-slate-200 bg-white px-4 py-16 sm:px-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto grid max-w-7xl gap-6 md:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text, points }) => (
            <div key={title} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-accent-50 text-accent-700 dark:bg-accent-900/40 dark:text-accent-200">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
                {points.map((p) => (
                  <li key={p} className="flex gap-2">
                    <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-600" aria-hidden />
                    {p}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <CallToAction />
    </>
  );
}
