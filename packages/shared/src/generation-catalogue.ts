// The generation catalogue: every option the product sells, its price in credits and its category.
// The server serves it at GET /api/ai/list (prices may be overridden by configuration there) and
// every text that names a cost reads it from that list, so the texts can never disagree.

export const GENERATION_CATEGORIES = [
  'Basic Content',
  'Market Intelligence',
  'Financial Analysis',
  'Sales & Marketing',
] as const;
export const ADDITIONAL_CATEGORY = 'Additional Options';
export type GenerationCategory = (typeof GENERATION_CATEGORIES)[number] | typeof ADDITIONAL_CATEGORY;

export type GenerationOption = {
  name: string;
  title: string;
  description: string;
  price: number;
  category: GenerationCategory;
};

export const GENERATION_OPTIONS: readonly GenerationOption[] = [
  {
    name: 'listing_description',
    title: 'Listing Description',
    description: 'MLS-ready public remarks that lead with the strongest feature of the home.',
    price: 1,
    category: 'Basic Content',
  },
  {
    name: 'keywords',
    title: 'SEO Keywords',
    description: 'Grouped search phrases and hashtags built from the property and its location.',
    price: 1,
    category: 'Basic Content',
  },
  {
    name: 'demographics',
    title: 'Target Demographics',
    description: 'Likely buyer or renter segments by needs and lifestyle, and where to reach them.',
    price: 1,
    category: 'Basic Content',
  },
  {
    name: 'social_media',
    title: 'Social Media Posts',
    description: 'One post each for Instagram, Facebook, LinkedIn and X.',
    price: 2,
    category: 'Basic Content',
  },
  {
    name: 'market_analysis',
    title: 'Market Analysis',
    description: 'Positioning in its market: price per square foot, price band, comps to pull and timing.',
    price: 3,
    category: 'Market Intelligence',
  },
  {
    name: 'competitive_analysis',
    title: 'Competitive Analysis',
    description: 'Strengths and weaknesses against competing listings, and how to stage for them.',
    price: 3,
    category: 'Market Intelligence',
  },
  {
    name: 'neighborhood_analysis',
    title: 'Neighborhood Analysis',
    description: 'Lifestyle, commute, recreation and shopping from the neighborhood details you gave.',
    price: 2,
    category: 'Market Intelligence',
  },
  {
    name: 'investment_analysis',
    title: 'Investment Analysis',
    description: 'Monthly cost at stated assumptions, break-even rent, cap rate and cash-on-cash formulas.',
    price: 3,
    category: 'Financial Analysis',
  },
  {
    name: 'pricing_strategy',
    title: 'Pricing Strategy',
    description: 'Search brackets, a 14-day launch plan and the signals that call for a change.',
    price: 3,
    category: 'Financial Analysis',
  },
  {
    name: 'roi_analysis',
    title: 'ROI Analysis',
    description: 'Five- and ten-year return scenarios with every assumption stated first.',
    price: 3,
    category: 'Financial Analysis',
  },
  {
    name: 'buyer_persona',
    title: 'Buyer Personas',
    description: 'Two or three personas with goals, must-haves, objections and the message that moves them.',
    price: 2,
    category: 'Sales & Marketing',
  },
  {
    name: 'lead_nurturing',
    title: 'Lead Nurturing Sequence',
    description: 'Six to eight touches over three to four weeks for leads who asked about this home.',
    price: 2,
    category: 'Sales & Marketing',
  },
  {
    name: 'objection_handling',
    title: 'Objection Handling',
    description: 'The objections this property will meet, each with an honest answer and a next step.',
    price: 2,
    category: 'Sales & Marketing',
  },
  {
    name: 'email_marketing',
    title: 'Email Marketing',
    description: 'A "just listed" email with subject lines and preview text, plus an open-house variant.',
    price: 2,
    category: 'Sales & Marketing',
  },
];

export const GENERATION_NAMES = GENERATION_OPTIONS.map((o) => o.name);

/** `listing_description` → `ListingDescription`: the response's Type. */
export function typeFromName(name: string): string {
  return name
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase())
    .join('');
}

/** `ListingDescription` → `listing_description`. */
export function nameFromType(type: string): string {
  return type.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * Display name of a response Type (`SocialMedia`): the catalogue's title of that type, so a type has
 * one name everywhere (the picker, the responses, toasts); a type the catalogue does not know has its
 * words split.
 */
export function typeDisplayName(type: string): string {
  return (
    GENERATION_OPTIONS.find((o) => typeFromName(o.name) === type)?.title ??
    type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
  );
}

export function categoryOf(name: string): GenerationCategory {
  return GENERATION_OPTIONS.find((o) => o.name === name)?.category ?? ADDITIONAL_CATEGORY;
}

/** The follow-up price range the product shows: from 1 credit up to 3 (docs/decisions/0017-follow-up-price.md). */
export const FOLLOW_UP_MIN_CREDITS = 1;
export const FOLLOW_UP_MAX_CREDITS = 3;

/**
 * A follow-up costs what a direct generation of its type costs, kept within the follow-up range, so
 * running a 3-credit analysis as a follow-up is not cheaper than asking for it directly.
 */
export function followUpPrice(typePrice: number | undefined): number {
  if (typePrice === undefined) return FOLLOW_UP_MIN_CREDITS;
  return Math.min(FOLLOW_UP_MAX_CREDITS, Math.max(FOLLOW_UP_MIN_CREDITS, typePrice));
}

export const followUpInsufficientMessage = (credits: number) =>
  `Insufficient credits. You need ${credits} credit${credits === 1 ? '' : 's'} to execute a follow-up prompt. Please purchase more credits.`;

/** Premium when the price is above 1 credit. */
export function isPremium(price: number): boolean {
  return price > 1;
}
