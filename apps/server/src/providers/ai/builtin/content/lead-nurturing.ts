import { agentNotes, describeUnit, type Facts } from '../facts.ts';
import { assumptionsFor, ownershipCost } from '../finance.ts';
import { capitalize, count, joinList, lowerFirst, percent, splitSentences, usd } from '../text-tools.ts';

// 6-8 touches over 3-4 weeks for leads who asked about this property: day, channel, message, goal.

type Touch = { day: number; channel: 'Email' | 'SMS' | 'Call'; message: string; goal: string };

export function touchesFor(f: Facts): Touch[] {
  const name = f.street || `the ${f.noun}`;
  const top = f.highlights[0]?.phrase;
  const second = f.highlights[1]?.phrase;
  const a = assumptionsFor(f);
  const payment = f.price && !f.isRental ? ownershipCost(f.price, f, a) : null;
  const deposit = f.customFields.find(([k]) => /deposit/i.test(k))?.[1];
  const included = splitSentences(f.description).find((x) => /\binclud\w*\b/i.test(x));
  const touches: Touch[] = [
    {
      day: 0,
      channel: 'Email',
      message: `Subject: ${name}: the details you asked for\n\nHi [first name], thanks for asking about ${name}${f.city ? ` in ${f.city}` : ''}. Here is the summary: ${f.summary || describeUnit(f)}${f.priceText ? `, ${f.priceText}` : ''}${top ? `, with ${top}` : ''}. The full photo set and ${f.kind === 'multi-family' && f.unitRents.length ? 'the rent roll' : f.words.plan} are attached. What would you like to know first?`,
      goal: 'Answer fast and open a conversation',
    },
    {
      day: 1,
      channel: 'SMS',
      message: `Hi [first name], it's [your name]. I sent the details on ${name}. ${top ? `${/^\d/.test(top) ? `The ${top} are` : `${capitalize(top)} ${/ and |, /.test(top) || (/s$/.test(top) && !/^(an? |one )/i.test(top)) ? 'are' : 'is'}`} worth seeing in person. ` : ''}Would a private tour this week work for you?`,
      goal: 'Move from information to a showing',
    },
    {
      day: 3,
      channel: 'Call',
      message: `Talking points: what drew them to ${name}; ${
        f.isRental
          ? 'their move-in date, lease length, pets and budget'
          : f.kind === 'land'
            ? 'what they plan to do with the land, and how they will finance it (land loans differ from home loans)'
            : f.kind === 'multi-family'
              ? `their return targets (cap rate, cash flow) and financing${f.instructions?.showings ? `; showings need notice to the tenants` : ''}`
              : `their timeline and must-haves; whether ${f.summary || 'the layout'} fits; financing status`
      }. Offer two ${f.words.visit} times.`,
      goal: 'Qualify the lead and book a tour',
    },
    {
      day: 7,
      channel: 'Email',
      message: `Subject: Life around ${name}\n\n${f.neighborhood ? `${f.neighborhood.split('. ')[0].replace(/\.$/, '')}. ` : ''}${f.nearby.length ? `Close by: ${joinList(f.nearby.slice(0, 4))}. ` : ''}${second ? `Inside, there is also ${second}. ` : ''}${f.neighborhood || f.nearby.length ? '' : 'Tell me what matters most to you nearby (commute, parks, shops) and I will map it for you. '}Happy to drive the area with you before or after a tour.`,
      goal: `Sell the location, not only the ${f.noun}`,
    },
    {
      day: 10,
      channel: 'SMS',
      message: f.instructions?.openHouse
        ? `${f.instructions.openHouse}: ${name}. Stop by, or reply for a private time.`
        : `Quick update on ${name}: it is still available. Want me to hold a showing slot for you this weekend?`,
      goal: 'Create a reason to visit now',
    },
    {
      day: 14,
      channel: 'Email',
      message: f.isRental
        ? `Subject: What moving into ${name} costs\n\nThe rent is ${f.priceText ?? '[add the rent]'}${deposit ? `, with a security deposit of ${lowerFirst(deposit)}` : ''}.${included ? ` ${included}` : ''} Tell me your move-in date and I will check it against the availability.`
        : f.kind === 'multi-family' && f.monthlyRent && f.price
          ? `Subject: The numbers on ${name}\n\nCurrent rents total ${usd(f.monthlyRent)} a month (${usd(f.monthlyRent * 12)} a year), a gross rent multiplier of ${(f.price / (f.monthlyRent * 12)).toFixed(1)} at ${f.priceText}. I can send the leases and the expenses so you can run your own cap rate.`
          : f.kind === 'land'
            ? `Subject: What you could do with ${name}\n\n${[f.acres ? `${count(f.acres)} acres` : '', f.frontage ?? '', f.zoning ? `zoned ${f.zoning}` : '', ...f.utilities].filter(Boolean).join('; ') || 'Ask me for the survey and the utility details'}. Before you plan, check permitted uses and site costs with the county; I can introduce a local builder.`
            : payment
              ? `Subject: What ${name} could cost per month\n\nAt ${usd(payment.price)} with ${percent(a.downPaymentShare, 0)} down and a ${a.termYears}-year loan at ${percent(a.interestRate, 2)} (assumed; a lender will quote today's rate), principal and interest come to about ${usd(payment.principalInterest)}/mo${f.hoaMonthly ? `, plus HOA of ${usd(f.hoaMonthly)}/mo` : ''}, before taxes and insurance. I can connect you with a lender for an exact figure.`
              : `Subject: Your questions about ${name}\n\nHere are the answers to the questions ${f.words.who} ask most: ${f.hoaMonthly ? `HOA ${usd(f.hoaMonthly)}/mo; ` : ''}${f.parking.length ? `parking: ${joinList(f.parking.slice(0, 2))}; ` : ''}${f.yearBuilt ? `built ${f.yearBuilt}; ` : ''}move-in timing is flexible to discuss. What else can I find out for you?`,
      goal: 'Make the numbers concrete',
    },
    {
      day: 21,
      channel: 'Call',
      message: `Check in: any concerns holding them back (${f.isRental ? 'rent, move-in date, lease terms' : f.kind === 'land' ? 'price, site costs, permitted uses' : 'price, timing, selling first'})? Share feedback from other showings and how ${name} compares with what they have seen.`,
      goal: 'Surface and answer objections',
    },
    {
      day: 28,
      channel: 'Email',
      message: `Subject: ${f.city || 'Market'} update and ${name}\n\nHere is what has ${f.isRental ? 'leased' : 'sold and gone pending'} near ${name} this month [add two or three comparables from your MLS]. If ${name} is not the one, tell me what would be and I will set up a search.`,
      goal: 'Stay useful and keep the lead, whatever they decide',
    },
  ];
  return touches;
}

export function writeLeadNurturing(f: Facts): string {
  const touches = touchesFor(f);
  const body = touches
    .map(
      (t) =>
        `### Day ${t.day} · ${t.channel}\n\n**Goal:** ${t.goal}\n\n${t.message
          .split('\n')
          .map((l) => (l ? `> ${l}` : '>'))
          .join('\n')}`,
    )
    .join('\n\n');
  const notes = [
    'Text only leads who gave consent to receive texts, and honor opt-outs at once.',
    'Replace the bracketed placeholders before sending.',
  ];
  return `## ${touches.length} touches over 4 weeks for leads on ${f.address || `this ${f.noun}`}\n\n${body}${agentNotes(f, notes)}`;
}
