import { GENERATION_OPTIONS } from '@ai-realty/shared/generation-catalogue';
import { generationNeeds } from '@ai-realty/shared/rules/generation-readiness';
import type { Property } from '@ai-realty/shared/schemas/property';
import type { FollowUpSuggestion } from '../ai-writer.ts';
import type { Facts } from './facts.ts';
import { capitalize, plural } from './text-tools.ts';

// What to write next after each type, most useful first (docs/product/writing-rules.md#follow-ups):
// after a listing description the social posts, an email campaign and the keywords; after
// demographics buyer personas and targeted posts; after pricing strategy objection handling and a
// market analysis; after an investment analysis ROI scenarios.
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

/** "the lake views", "the rent roll": a short name for the strongest feature, never the pasted field. */
function focusOf(f: Facts): string {
  return f.highlights[0]?.label ?? (f.kind === 'land' ? 'the land itself' : `the ${f.noun}`);
}

function angleFor(type: string, f: Facts): Angle {
  const focus = focusOf(f);
  const place = f.place;
  const who = f.words.who;
  const money = f.isRental
    ? f.priceText
      ? `the ${f.priceText} rent`
      : 'the rent'
    : f.monthlyRent
      ? 'the current rents'
      : f.priceText
        ? `the ${f.priceText} price`
        : 'the price';
  switch (type) {
    case 'social_media':
      return {
        angle: `Open every post on ${focus} and ${f.city ? `${place}` : 'the location'}, then give ${money} so ${who} can self-qualify.`,
        outcome: 'Posts ready for Instagram, Facebook, LinkedIn and X that send people to the listing',
        audience: `${capitalize(who)} scrolling local real estate content${f.city ? ` in ${f.city}` : ''}`,
      };
    case 'email_marketing':
      return {
        angle: `Turn the remarks into an announcement email whose subject names ${focus} and whose first line states ${money}.`,
        outcome: 'Subject lines, preview text, an email body and an event variant',
        audience: f.isRental
          ? 'Your renter leads and relocation contacts'
          : 'Your database and agents with active buyers in this price range',
      };
    case 'keywords':
      return {
        angle: `Find the phrases ${who} type when they look for ${f.kind === 'land' ? 'land' : `a ${f.noun}`} like this${f.city ? ` in ${f.city}` : ''}, starting from ${focus}.`,
        outcome: '15-25 grouped search phrases and 10-15 hashtags for the listing, posts and captions',
        audience: `${capitalize(who)} searching portals and Google`,
      };
    case 'buyer_persona':
      return {
        angle: `Describe the two or three kinds of ${who} who would value ${focus} most, by needs and lifestyle only.`,
        outcome:
          'Two or three personas with must-haves, objections, channels and the message that moves them',
        audience: 'You and your marketing team, to choose channels and messages',
      };
    case 'lead_nurturing':
      return {
        angle: `Keep every lead on ${f.street || `this ${f.noun}`} moving with one useful fact per touch, from ${focus} to ${money}.`,
        outcome: 'A 4-week sequence of emails, texts and calls with a goal for each',
        audience: `Leads who asked about this ${f.noun}`,
      };
    case 'objection_handling':
      return {
        // A sold listing has no buyers left to object: its answers serve the next sellers and the
        // buyers of similar homes nearby.
        angle: f.isSold
          ? `Prepare honest answers for the questions the next sellers and the buyers of similar ${f.kind === 'land' ? 'land' : plural(f.noun)} nearby will ask, using this sale.`
          : `Prepare honest answers for what ${who} will push back on${f.fixer ? ', starting with the condition' : f.hoaMonthly ? ', starting with the HOA dues' : f.isRental ? ', starting with the lease terms' : ''}.`,
        outcome: 'Each likely objection with an answer and a next step',
        audience: f.isSold
          ? 'You, before listing appointments and buyer consultations nearby'
          : `You, before ${f.words.visit}s and negotiations`,
      };
    case 'listing_description':
      return {
        angle: `Rewrite the public remarks so they lead with ${focus} and carry what this piece found.`,
        outcome: 'Public remarks within the MLS character limit',
        audience: `${capitalize(who)} reading the listing on portals`,
      };
    case 'market_analysis':
      return {
        angle: `Place ${money} against comparable ${f.kind === 'land' ? 'land' : plural(f.noun)}${f.city ? ` in ${f.city}` : ''} and say what that means for the launch.`,
        outcome: 'Price band, comparables to pull and how to read them, timing',
        audience: f.isRental ? 'You and the owner' : 'You and your seller, for the pricing conversation',
      };
    case 'competitive_analysis':
      return {
        angle: `Set ${focus} against the listings ${who} will compare it with, and plan photos around the difference.`,
        outcome: 'Strengths, weaknesses, differentiators and a staging and photo plan',
        audience: f.isRental ? 'You and the owner, before launch' : 'You and your seller, before launch',
      };
    case 'pricing_strategy':
      return {
        angle: `Check where ${money} falls in the round-number searches ${who} use, and set the first two weeks around it.`,
        outcome: 'Brackets, launch plan, signals to watch and the reduction step',
        audience: f.isRental ? 'You and the owner' : 'You and your seller',
      };
    case 'roi_analysis':
      return {
        angle: `Project ${money} over 5 and 10 years at three appreciation rates, with every assumption written out.`,
        outcome: `Value and equity at three appreciation rates${f.monthlyRent ? ', and returns at the stated rents' : ''}`,
        audience: 'Investor clients',
      };
    case 'investment_analysis':
      return {
        angle:
          f.kind === 'land'
            ? `Work out what it costs to hold ${f.acres ? `${f.acres} acres` : 'the land'} each month and where a return could come from.`
            : `Run ${money} through the monthly cost, the break-even rent and the cap rate${f.monthlyRent ? ', using the rents already stated' : ''}.`,
        outcome: 'An investor-ready sheet with formulas and assumptions',
        audience: 'Investor clients',
      };
    case 'demographics':
      return {
        angle: `Work out which ${who} this ${f.noun} suits, by needs and lifestyle, and where to reach them.`,
        outcome: 'Three or four segments with what draws them and where to reach them',
        audience: 'You and your marketing team',
      };
    case 'neighborhood_analysis':
      return {
        angle: `Describe daily life around ${f.street || `this ${f.noun}`} from the places you listed, and flag what to verify.`,
        outcome: 'Lifestyle, commute, recreation and shopping, with what to verify locally',
        audience: `${capitalize(who)} new to ${place}`,
      };
    default:
      return {
        angle: `Build on ${focus}.`,
        outcome: 'The next piece of marketing',
        audience: capitalize(who),
      };
  }
}

/**
 * How well a type fits this property and what the response already covers, from 1 to 10. `rank` is
 * the type's place in the usual order after the current type, or -1 when it is not on that list.
 */
export function relevanceOf(type: string, rank: number, f: Facts, responseText: string): number {
  const text = responseText.toLowerCase();
  // The domain order first (rank 0 is the usual next piece); other types start lower.
  let score = rank >= 0 ? 10 - rank : 6;
  const investor = f.kind === 'multi-family' || f.kind === 'commercial' || Boolean(f.monthlyRent);
  if ((type === 'investment_analysis' || type === 'roi_analysis') && investor) score += 2;
  if (
    (type === 'investment_analysis' || type === 'roi_analysis') &&
    !investor &&
    !f.instructions?.audiences.includes('investor')
  )
    score -= 1;
  if (type === 'neighborhood_analysis') score += f.nearby.length >= 3 || f.neighborhood ? 1 : -2;
  if ((type === 'social_media' || type === 'email_marketing') && f.highlights.length >= 3) score += 1;
  if (type === 'objection_handling' && (f.fixer || f.hoaMonthly || f.missing.length >= 3)) score += 1;
  if (type === 'buyer_persona' && (f.kind === 'land' || f.kind === 'commercial')) score -= 1;
  // What the response already did lowers the value of doing it again.
  if (type === 'keywords' && /#\w+/.test(text)) score -= 1;
  if (type === 'email_marketing' && /subject/.test(text)) score -= 2;
  if (type === 'pricing_strategy' && /bracket|reduction/.test(text)) score -= 2;
  if (f.instructions?.audiences.includes('investor') && /analysis/.test(type)) score += 1;
  return Math.max(1, Math.min(10, Math.round(score)));
}

/** 3-5 suggestions, scored from the property and the response, most useful first. */
export function followUpsByRule(
  generationType: string,
  f: Facts,
  property: Property,
  responseText = '',
): FollowUpSuggestion[] {
  const preferred = (NEXT_STEPS[generationType] ?? DEFAULT_NEXT).filter((t) => t !== generationType);
  const others = Object.keys(NEXT_STEPS).filter((t) => t !== generationType && !preferred.includes(t));
  const candidates = [...preferred, ...others]
    // Never suggest a type the data is too thin for: it could not be generated.
    .filter((t) => !generationNeeds(t, property, f.instructions?.raw).length)
    .map((type, order) => ({
      type,
      order,
      score: relevanceOf(type, preferred.indexOf(type), f, responseText),
    }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return candidates.slice(0, 4).map(({ type, score }) => {
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
      relevanceScore: score,
      propertySpecific,
    };
  });
}
