import { GENERATION_OPTIONS } from '@ai-realty/shared/generation-catalogue';
import type { FollowUpSuggestion } from '../ai-writer.ts';
import type { Facts } from './facts.ts';
import { capitalize } from './text-tools.ts';

// What to write next after each type, most useful first (DOMAIN.md, Follow-ups): after a listing
// description the social posts, an email campaign and the keywords; after demographics buyer personas
// and targeted posts; after pricing strategy objection handling and a market analysis; after an
// investment analysis ROI scenarios.
export const NEXT_STEPS: Record<string, string[]> = {
  listing_description: ['social_media', 'email_marketing', 'keywords', 'buyer_persona'],
  keywords: ['social_media', 'listing_description', 'email_marketing'],
  demographics: ['buyer_persona', 'social_media', 'lead_nurturing', 'email_marketing'],
  social_media: ['email_marketing', 'lead_nurturing', 'keywords'],
  market_analysis: ['pricing_strategy', 'competitive_analysis', 'objection_handling'],
  competitive_analysis: ['objection_handling', 'listing_description', 'social_media'],
  neighborhood_analysis: ['listing_description', 'buyer_persona', 'social_media'],
  investment_analysis: ['roi_analysis', 'pricing_strategy', 'objection_handling'],
  pricing_strategy: ['objection_handling', 'market_analysis', 'lead_nurturing'],
  roi_analysis: ['investment_analysis', 'email_marketing', 'buyer_persona'],
  buyer_persona: ['social_media', 'email_marketing', 'lead_nurturing', 'demographics'],
  lead_nurturing: ['email_marketing', 'objection_handling', 'social_media'],
  objection_handling: ['lead_nurturing', 'email_marketing', 'competitive_analysis'],
  email_marketing: ['social_media', 'lead_nurturing', 'keywords'],
};

const DEFAULT_NEXT = ['listing_description', 'social_media', 'email_marketing'];

type Angle = { angle: string; outcome: string; audience: string };

function angleFor(type: string, f: Facts): Angle {
  const top = f.highlights[0]?.phrase ?? (f.summary || `the ${f.noun}`);
  const place = f.place;
  const who = f.isRental ? 'renters' : 'buyers';
  switch (type) {
    case 'social_media':
      return {
        angle: `Lead every post with ${top}, and use the ${place} location in the hook`,
        outcome: 'Posts ready for Instagram, Facebook, LinkedIn and X that send people to the listing',
        audience: `${capitalize(who)} scrolling local real estate content${f.city ? ` in ${f.city}` : ''}`,
      };
    case 'email_marketing':
      return {
        angle: `A "just listed" email that opens on ${top}${f.priceText ? ` and states ${f.priceText} up front` : ''}`,
        outcome: 'Subject lines, preview text, an email body and an open-house variant',
        audience: 'Your database and agents with active buyers in this price range',
      };
    case 'keywords':
      return {
        angle: `Search phrases built around ${f.summary || f.noun}${f.city ? ` in ${f.city}` : ''} and its features`,
        outcome: '15-25 grouped search phrases and 10-15 hashtags for the listing, posts and captions',
        audience: `${capitalize(who)} searching portals and Google`,
      };
    case 'buyer_persona':
      return {
        angle: `Who ${top} matters most to, described by needs and lifestyle`,
        outcome:
          'Two or three personas with must-haves, objections, channels and the message that moves them',
        audience: 'You and your marketing team, to choose channels and messages',
      };
    case 'lead_nurturing':
      return {
        angle: `Keep leads on ${f.street || `this ${f.noun}`} warm with facts they can use, from the details to the monthly cost`,
        outcome: 'A 4-week sequence of emails, texts and calls with a goal for each',
        audience: `Leads who asked about this ${f.noun}`,
      };
    case 'objection_handling':
      return {
        angle: `Honest answers for the questions this ${f.noun} will raise${f.hoaMonthly ? ', including the HOA' : ''}${f.yearBuilt && f.yearBuilt < 1995 ? ` and its ${f.yearBuilt} build year` : ''}`,
        outcome: 'Each likely objection with an answer and a next step',
        audience: 'You, before showings and negotiations',
      };
    case 'listing_description':
      return {
        angle: `MLS remarks that open with ${top}`,
        outcome: '150-250 words of public remarks ready for the MLS',
        audience: `${capitalize(who)} reading the listing on portals`,
      };
    case 'market_analysis':
      return {
        angle: `Where ${f.pricePerSqft ? 'its price per sq ft' : 'this listing'} sits against comparable ${f.noun}s${f.city ? ` in ${f.city}` : ''}`,
        outcome: 'Price band, comparables to pull and how to read them, timing',
        audience: 'You and your seller, for the pricing conversation',
      };
    case 'competitive_analysis':
      return {
        angle: `How ${top} stacks up against competing listings, and what to pre-empt`,
        outcome: 'Strengths, weaknesses, differentiators and a staging and photo plan',
        audience: 'You and your seller, before launch',
      };
    case 'pricing_strategy':
      return {
        angle: `Search brackets around ${f.priceText ?? 'the price'} and a 14-day launch plan`,
        outcome: 'Brackets, launch plan, signals to watch and the reduction step',
        audience: 'You and your seller',
      };
    case 'roi_analysis':
      return {
        angle: `5- and 10-year scenarios for ${f.priceText ?? 'this property'} with every assumption stated`,
        outcome: 'Value and equity at three appreciation rates, and rental returns if you give a rent',
        audience: 'Investor clients',
      };
    case 'investment_analysis':
      return {
        angle: `Monthly cost, break-even rent and cap rate for ${f.priceText ?? 'this property'}`,
        outcome: 'An investor-ready sheet with formulas and assumptions',
        audience: 'Investor clients',
      };
    case 'demographics':
      return {
        angle: `Which ${who} this ${f.noun} fits, by needs and lifestyle`,
        outcome: 'Three or four segments with what draws them and where to reach them',
        audience: 'You and your marketing team',
      };
    case 'neighborhood_analysis':
      return {
        angle: `Life around ${f.street || `this ${f.noun}`}, from the amenities you listed`,
        outcome: 'Lifestyle, commute, recreation and shopping, with what to verify locally',
        audience: `${capitalize(who)} new to ${place}`,
      };
    default:
      return { angle: `Built on ${top}`, outcome: 'The next piece of marketing', audience: capitalize(who) };
  }
}

/** 3-5 suggestions by rule, most useful first. */
export function followUpsByRule(generationType: string, f: Facts): FollowUpSuggestion[] {
  const next = (NEXT_STEPS[generationType] ?? DEFAULT_NEXT).filter((t) => t !== generationType);
  return next.slice(0, 4).map((type, i) => {
    const option = GENERATION_OPTIONS.find((o) => o.name === type);
    const a = angleFor(type, f);
    // Specific when the angle could draw on this property's own facts rather than on the type alone.
    const propertySpecific = Boolean(f.highlights.length || f.summary || f.street);
    return {
      title: option
        ? `${option.title}${f.street ? ` for ${f.street}` : ''}`
        : capitalize(type.replace(/_/g, ' ')),
      description: option?.description ?? 'The next piece of marketing for this property.',
      generationType: type,
      creativeAngle: a.angle,
      expectedOutcome: a.outcome,
      targetAudience: a.audience,
      relevanceScore: Math.max(1, 9 - i),
      propertySpecific,
    };
  });
}
