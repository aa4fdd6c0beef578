import { agentNotes, describeUnit, type Facts } from '../facts.ts';
import { assumptionsFor, ownershipCost } from '../finance.ts';
import { type Phrasing, phrasing } from '../phrasing.ts';
import {
  capitalize,
  count,
  joinList,
  lowerFirst,
  percent,
  plural,
  sentence,
  splitSentences,
  usd,
} from '../text-tools.ts';

// 6-8 touches over 3-4 weeks for leads who asked about this property: day, channel, message, goal.
// What the listing is decides the plan: a sold home turns its leads toward similar homes, a coming-soon
// home builds a first-showings list, a rental speaks of viewings and move-in, land of site walks.

type Touch = { day: number; channel: 'Email' | 'SMS' | 'Call'; message: string; goal: string };

/** "Lake views are" / "The 2.5 acres are" / "A rear patio is": the strength as a sentence subject. */
function strengthIs(strength: string): string {
  const plural =
    / and |, /.test(strength) || (/\b[a-z]+[^s\W]s\b/i.test(strength) && !/^(an? |one )/i.test(strength));
  return `${/^\d/.test(strength) ? `The ${strength}` : capitalize(strength)} ${plural ? 'are' : 'is'}`;
}

/** What goes with the first email, by kind of listing. */
function attachments(f: Facts): string {
  if (f.kind === 'multi-family')
    return f.unitRents.length ? 'the rent roll and the photo set' : 'the photo set';
  if (f.kind === 'land') return 'the survey and plat, with aerial photos';
  if (f.kind === 'commercial') return 'the property summary, the site plan and photos';
  if (f.fixer) return 'the photo set, as-is, with nothing staged';
  if (f.hoaMonthly && !f.isRental) return `the photo set and a summary of what the HOA covers`;
  return `the full photo set and ${f.words.plan}`;
}

/** The question that opens the conversation, by what the lead is likely deciding. */
function openingQuestion(f: Facts, p: Phrasing): string {
  if (f.kind === 'land') return 'What are you hoping to build or do with the land?';
  if (f.kind === 'multi-family') return 'Are you looking at it as an investment, or to live in one unit?';
  if (f.kind === 'commercial') return 'Is this for your own business or as an investment?';
  if (f.isRental) return 'When would you like to move in?';
  if (f.fixer) return 'Are you planning to do the work yourself or with a contractor?';
  if (f.instructions?.audiences.includes('investor'))
    return `Are you looking at ${p.subject} to live in or to rent out?`;
  return p.one('open-q', [
    'What would you like to know first?',
    `What matters most to you in your next ${f.noun}?`,
    `Is there anything about ${p.subject} you would like me to check?`,
    'When would you like to see it?',
  ]);
}

function soldTouches(f: Facts, p: Phrasing, name: string): Touch[] {
  const like = p.strength ? ` with ${p.strength}` : '';
  return [
    {
      day: 0,
      channel: 'Email',
      message: `Subject: ${name} has sold, and what is like it\n\nHi [first name], thanks for asking about ${name}. ${capitalize(p.subject)} has sold${f.priceText ? ` (recorded at ${f.priceText})` : ''}, but I can send you ${plural(f.noun)} like it${like} as soon as they list. What would you want in yours?`,
      goal: `Turn interest in a sold ${f.noun} into a search`,
    },
    {
      day: 1,
      channel: 'SMS',
      message: `Hi [first name], it's [your name]. I can set up an alert for ${plural(f.noun)} like ${p.subject}${f.city ? ` in ${f.city}` : ''}. Want me to?`,
      goal: 'Get permission to send listings',
    },
    {
      day: 3,
      channel: 'Call',
      message: `Talking points: what drew them to ${p.subject}${p.strength ? ` (${p.strength}?)` : ''}; their budget, timeline and must-haves; whether they have a home to sell first. Agree the search criteria.`,
      goal: 'Agree on what to search for',
    },
    {
      day: 7,
      channel: 'Email',
      message: `Subject: ${plural(capitalize(f.noun))} like ${name}, new this week\n\nHere are the new listings that match what you told me [add two or three from your MLS search]. Which would you like to see?`,
      goal: 'Show the search is working',
    },
    {
      day: 14,
      channel: 'Email',
      message: `Subject: What ${plural(f.noun)} like ${name} sell for\n\n${f.pricePerSqft ? `${capitalize(p.subject)} sold at about ${usd(f.pricePerSqft)} per sq ft. ` : ''}Here is what similar ${plural(f.noun)} nearby have sold for recently [add two or three closed sales from your MLS], so you can judge the next one that lists.`,
      goal: 'Set expectations on price',
    },
    {
      day: 21,
      channel: 'SMS',
      message: `Hi [first name], two new ${plural(f.noun)} came up that fit your search. Free this weekend to see them?`,
      goal: 'Book the first showings',
    },
    {
      day: 28,
      channel: 'Call',
      message: `Check in: has anything changed in what they want since ${p.subject} sold? Adjust the search, and offer a pre-approval introduction if they have none.`,
      goal: 'Keep the lead, whatever they decide',
    },
  ];
}

export function touchesFor(f: Facts): Touch[] {
  const p = phrasing(f);
  const name = f.street || `the ${f.noun}`;
  if (f.isSold) return soldTouches(f, p, name);
  const top = p.strength;
  // The Day 7 email adds a strength the earlier touches have not named.
  const second = p.all.find((x) => x !== top && x !== p.visual) ?? null;
  const a = assumptionsFor(f);
  const payment = f.price && !f.isRental ? ownershipCost(f.price, f, a) : null;
  const deposit = f.customFields.find(([k]) => /deposit/i.test(k))?.[1];
  const included = splitSentences(f.description).find((x) => /\binclud\w*\b/i.test(x));
  const available = splitSentences(f.description).find((x) => /\bavailable\b/i.test(x) && x !== included);
  const visit = f.words.visit;
  const soon = f.isComingSoon;
  const touches: Touch[] = [
    {
      day: 0,
      channel: 'Email',
      message: `Subject: ${p.one('subject-0', [
        `${name}: the details on ${p.subject}`,
        `${name}${f.priceText ? ` at ${f.priceText}` : ''}: photos and details`,
        `Your questions about ${p.subject}`,
        `${name}${top ? `: ${top}` : ''}`,
      ])}\n\nHi [first name], thanks for asking about ${name}${f.city ? ` in ${f.city}` : ''}. Here is the summary: ${f.summary || describeUnit(f)}${f.priceText ? `, ${f.priceText}` : ''}${top ? `, with ${top}` : ''}${soon ? ', coming to the market soon' : ''}. I have attached ${attachments(f)}. ${openingQuestion(f, p)}`,
      goal: p.one('goal-0', [
        `Answer fast and open a conversation about ${p.short}`,
        `Answer within the hour and learn why ${p.short} caught their eye`,
        `Reply first, with everything they need to judge ${p.short}`,
      ]),
    },
    {
      day: 1,
      channel: 'SMS',
      message: soon
        ? `Hi [first name], it's [your name]. ${name} is coming soon, and I am keeping a short list for the first showings. Shall I add you?`
        : f.kind === 'land'
          ? `Hi [first name], it's [your name]. I sent the survey for ${name}. ${top ? `${strengthIs(top)} easier to judge on the ground. ` : ''}Want to walk the site with me this week?`
          : `Hi [first name], it's [your name]. I sent the details on ${name}. ${p.visual ? `${strengthIs(p.visual)} worth seeing in person. ` : ''}${f.isRental ? 'Would a viewing this week work for you?' : 'Would a private tour this week work for you?'}`,
      goal: soon
        ? 'Put them on the first-showings list'
        : p.one('goal-1', [
            `Move from information to a ${visit} of ${p.short}`,
            `Book a ${visit} of ${p.short} while interest is fresh`,
            `Turn the inquiry about ${p.short} into a ${visit}`,
          ]),
    },
    {
      day: 3,
      channel: 'Call',
      message: `Talking points: what drew them to ${p.subject}${top ? ` (${top}, or something else?)` : ''}; ${
        f.isRental
          ? `their move-in date, lease length, pets and budget${deposit ? `; the deposit is ${lowerFirst(deposit)}` : ''}`
          : f.kind === 'land'
            ? 'what they plan to do with the land, and how they will finance it (land loans differ from home loans)'
            : f.kind === 'multi-family'
              ? `their return targets (cap rate, cash flow) and financing${f.instructions?.showings ? '; showings need notice to the tenants' : ''}`
              : f.kind === 'commercial'
                ? 'the use they have in mind, the space and parking it needs, and how they will finance it'
                : f.fixer
                  ? `how they will pay for the work (cash, a renovation loan), and who will do it`
                  : f.instructions?.audiences.includes('downsizer')
                    ? `what they want to leave behind in their current home (space, upkeep, stairs); whether ${f.summary || 'the layout'} fits; their timing`
                    : `their timeline and must-haves; whether ${f.summary || 'the layout'} fits; financing status`
      }. Offer two ${visit} times.`,
      goal: f.isRental
        ? `Learn their move-in date and budget, and whether ${p.short} fits`
        : p.one('goal-3', [
            `Qualify the lead and book a ${visit} of ${p.short}`,
            `Learn what they need, and whether ${p.short} is it`,
            `Qualify them for ${p.short} and set a ${visit}`,
          ]),
    },
    {
      day: 7,
      channel: 'Email',
      message: `Subject: ${p.one('subject-7', [`Life around ${name}`, `What is near ${p.subject}`, `The area around ${p.subject}`])}\n\n${f.neighborhood ? `${sentence(f.neighborhood.split('. ')[0])} ` : ''}${f.nearby.length ? `Close by: ${joinList(f.nearby.slice(0, 4))}. ` : ''}${second ? `${f.kind === 'land' ? 'The land' : 'It'} also has ${second}. ` : ''}${f.neighborhood || f.nearby.length ? '' : `Tell me what matters most to you nearby (commute, parks, shops) and I will map it around ${p.subject}. `}${
        f.kind === 'land'
          ? `I can drive the roads around ${p.subject} with you after we walk it.`
          : f.isRental
            ? `I can show you the block and the nearest transit when we view ${p.subject}.`
            : p.one('drive', [
                `Happy to drive the area around ${p.short} with you before or after a tour.`,
                `We can walk the streets around ${p.subject} after the showing.`,
                `Before or after seeing ${p.subject}, I can take you around the area.`,
              ])
      }`,
      goal: f.isRental
        ? `Show what daily life around ${p.short} looks like`
        : p.one('goal-7', [
            `Sell the location, not only ${f.kind === 'land' ? 'the land' : f.kind === 'multi-family' || f.kind === 'commercial' ? 'the building' : p.short}`,
            `Show what surrounds ${p.short}`,
            `Make the area part of the case for ${p.short}`,
          ]),
    },
    {
      day: 10,
      channel: 'SMS',
      message: f.instructions?.openHouse
        ? `${f.instructions.openHouse}: ${name}. Stop by, or reply for a private time.`
        : soon
          ? `${name} goes live soon. Those on my list see it first: want a time before the public showings?`
          : f.isRental
            ? `Quick update on ${name}: ${p.subject} is still for rent, and I can hold a viewing slot for you this week.`
            : f.kind === 'land'
              ? `Quick update: ${p.subject} at ${name} is still available. I can meet you there any morning this week.`
              : p.one('sms-10', [
                  `Quick update on ${name}: it is still available. Want me to hold a showing slot for you this weekend?`,
                  `${name} is still on the market. Shall I keep a showing time at ${p.short} for you this weekend?`,
                  `Still available: ${name}. I have times to show ${p.subject} this weekend if you want one.`,
                ]),
      goal: f.isRental
        ? `Fill the viewing calendar for ${p.short}`
        : p.one('goal-10', [
            `Create a reason to see ${p.short} now`,
            `Bring the ${visit} of ${p.short} forward`,
            `Give them a date to see ${p.short}`,
          ]),
    },
    {
      day: 14,
      channel: 'Email',
      message: f.isRental
        ? `Subject: What moving into ${p.subject} at ${name} costs\n\nThe rent is ${f.priceText ?? '[add the rent]'}${deposit ? `, with a security deposit of ${lowerFirst(deposit)}` : ''}.${included ? ` ${included}` : ''}${available ? ` ${sentence(available)}` : ''} Tell me your move-in date and I will confirm it with the owner of ${p.subject}.`
        : f.kind === 'multi-family' && f.monthlyRent && f.price
          ? `Subject: The numbers on ${name}\n\nCurrent rents total ${usd(f.monthlyRent)} a month (${usd(f.monthlyRent * 12)} a year), a gross rent multiplier of ${(f.price / (f.monthlyRent * 12)).toFixed(1)} at ${f.priceText}. I can send the leases and the expenses so you can run your own cap rate.`
          : f.kind === 'land'
            ? `Subject: What you could do with ${p.subject}\n\n${[f.acres ? `${count(f.acres)} acres` : '', f.frontage ?? '', f.zoning ? `zoned ${f.zoning}` : '', p.utility ?? ''].filter(Boolean).join('; ') || 'Ask me for the survey and the utility details'}. Before you plan, check permitted uses and site costs with the county; I can introduce a local builder to price a build there.`
            : payment
              ? `Subject: What ${p.subject} at ${name} could cost per month\n\nAt ${usd(payment.price)} with ${percent(a.downPaymentShare, 0)} down and a ${a.termYears}-year loan at ${percent(a.interestRate, 2)} (assumed; a lender will quote today's rate), principal and interest on ${p.subject} come to about ${usd(payment.principalInterest)}/mo${f.hoaMonthly ? `, plus HOA of ${usd(f.hoaMonthly)}/mo` : ''}, before taxes and insurance. ${
                  f.fixer
                    ? 'A renovation loan can include the cost of the work; I can introduce a lender who does them.'
                    : f.instructions?.audiences.includes('first-time')
                      ? 'First-time buyer programs may lower the down payment; a lender can tell you which you qualify for.'
                      : f.kind === 'commercial'
                        ? 'Commercial loans run on different terms; I can introduce a commercial lender.'
                        : p.one('lender', [
                            'I can connect you with a lender for an exact figure.',
                            `A lender can give you the exact figure for ${p.subject}; want an introduction?`,
                            `For a firm number on ${p.subject}, I can put you in touch with a lender.`,
                          ])
                }`
              : `Subject: Your questions about ${p.subject}\n\nHere are the answers to the questions ${f.words.who} ask most: ${f.hoaMonthly ? `HOA ${usd(f.hoaMonthly)}/mo; ` : ''}${f.parking.length ? `parking: ${joinList(f.parking.slice(0, 2))}; ` : ''}${f.yearBuilt ? `built ${f.yearBuilt}; ` : ''}move-in timing is flexible to discuss. What else can I find out for you?`,
      goal: p.one('goal-14', [
        `Make the numbers on ${p.short} concrete`,
        `Put real figures on ${p.short}`,
        `Answer the money question for ${p.short} before they ask`,
      ]),
    },
    {
      day: 21,
      channel: 'Call',
      message: `Check in: any concerns holding them back on ${p.short} (${
        f.isRental
          ? 'rent, move-in date, lease terms'
          : f.kind === 'land'
            ? 'price, site costs, permitted uses'
            : f.kind === 'multi-family' || f.kind === 'commercial'
              ? 'the leases, expenses, financing'
              : f.fixer
                ? 'the scope of the work, repair costs, financing'
                : f.hoaMonthly
                  ? 'price, HOA dues and rules, timing'
                  : 'price, timing, selling first'
      })? ${p.one('close-21', [
        `Share feedback from other ${visit}s and how ${p.short} compares with what they have seen.`,
        `Ask how ${p.short} compares with the others they have seen, and what would tip the balance.`,
        `Compare ${p.subject} with their other options, point by point.`,
      ])}`,
      goal: p.one('goal-21', [
        `Surface and answer objections to ${p.short}`,
        `Find out what stands between them and ${p.short}`,
        `Hear the doubts about ${p.short} and answer them`,
      ]),
    },
    {
      day: 28,
      channel: 'Email',
      message: `Subject: ${p.one('subject-28', [`${f.city || 'Market'} update and ${p.subject}`, `This month around ${p.subject}`, `What ${f.isRental ? 'leased' : 'sold'} near ${p.subject} this month`])}\n\nHere is what has ${f.isRental ? 'leased' : 'sold and gone pending'} near ${name} this month [add two or three comparables from your MLS]. ${p.one(
        'close-28',
        [
          `If ${p.short} is not the one, tell me what would be and I will set up a search.`,
          `If ${p.subject} is not right, I can send ${plural(f.noun)} that fit better as they list.`,
          `Whatever you decide about ${p.subject}, I can keep you posted on ${plural(f.noun)} like it.`,
        ],
      )}`,
      goal: f.isRental
        ? `Keep the renter, whether or not ${p.short} is the one`
        : p.one('goal-28', [
            `Stay useful and keep the lead, whatever they decide about ${p.short}`,
            `Keep the relationship whether or not ${p.short} is the one`,
            `Stay in touch beyond ${p.short}`,
          ]),
    },
  ];
  return touches;
}

export function writeLeadNurturing(f: Facts): string {
  const p = phrasing(f);
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
  const weeks = Math.ceil(touches[touches.length - 1].day / 7);
  const who = f.isSold
    ? `leads who asked about the sold ${f.noun}`
    : f.isComingSoon
      ? `leads waiting for ${p.subject}`
      : f.isRental
        ? `renters who asked about ${p.subject}`
        : `leads on ${p.subject}`;
  return `## ${touches.length} touches over ${weeks} weeks for ${who} at ${f.address || `this ${f.noun}`}\n\n${body}${agentNotes(f, notes)}`;
}
