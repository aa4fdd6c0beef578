import { agentNotes, describeUnit, emphasisLines, type Facts, inPlace, offerPhrase } from '../facts.ts';
import { capitalize, pick, sentence, splitItems, splitSentences, unique, usd } from '../text-tools.ts';

// A "just listed" email (3 subject lines, preview text, body with the highlights and one call to
// action) and a short open-house variant.

function signature(f: Facts): string {
  const c = f.contact;
  const lines = [c.name || '[your name]', c.agency, c.phone, c.email].filter(Boolean);
  return lines.join('  \n');
}

/** Whether every part of a stated fact ("2.5 acres, 300 ft of highway frontage") is already in the lines. */
function alreadyStated(fact: string, lines: string[]): boolean {
  const said = lines.join('\n').toLowerCase();
  const parts = splitItems(fact.replace(/\.$/, ''))
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return parts.length > 0 && parts.every((part) => said.includes(part));
}

export function writeEmailMarketing(f: Facts): string {
  const status = f.isRental
    ? 'For rent'
    : f.isSold
      ? 'Just sold'
      : f.isComingSoon
        ? 'Coming soon'
        : 'Just listed';
  const where = f.city || f.street || `a new ${f.noun}`;
  const top = f.highlights[0]?.phrase;
  // The summary line ("6,200 sq ft") when the lead feature does not already say it ("6,200 sq ft of
  // building space"), as for a building whose size is its lead.
  const summary = f.summary && !top?.toLowerCase().includes(f.summary.toLowerCase()) ? f.summary : '';
  const priceLine = f.priceText
    ? f.isRental
      ? f.priceText
      : `${f.isSold ? 'Listed' : 'Offered'} at ${f.priceText}`
    : '';
  // A feature to invite people to see; a size or a rent is a figure, not something to look at.
  const shown = /^(size|income|bedrooms)$/.test(f.highlights[0]?.key ?? '') ? undefined : top;
  const subjects = [
    pick(
      [
        `${status}: ${f.summary ? `${f.summary.split(' | ').slice(0, 2).join(', ')} in ${where}` : `${describeUnit(f)} in ${where}`}`,
        `${status} in ${where}: ${describeUnit(f)}`,
        `${capitalize(describeUnit(f))} in ${where}, ${status.toLowerCase()}`,
      ],
      f.seed,
      'subject-1',
    ),
    top
      ? `${capitalize(top)}${f.city ? ` in ${f.city}` : ''}`
      : `${capitalize(describeUnit(f))} ${inPlace(f)}`.trim(),
    f.priceText
      ? `${f.street || capitalize(describeUnit(f))} at ${f.priceText}`
      : `First look: ${f.street || describeUnit(f)}`,
  ];
  const preview = pick(
    [
      `${f.summary || capitalize(describeUnit(f))}${f.priceText ? `, ${f.priceText}` : ''}. See the photos and ${f.isSold ? 'ask what yours could sell for' : `book a ${f.words.visit}`}.`,
      `${top ? `${capitalize(top)}${summary ? `, ${summary}` : ''}` : f.summary || capitalize(describeUnit(f))}. Take the first look.`,
      `${top ? `${capitalize(top)}${f.city ? ` in ${f.city}` : ''}` : capitalize(describeUnit(f))}. Photos and details inside.`,
      `First look at ${f.street || describeUnit(f)}${f.priceText ? `, ${f.priceText}` : ''}.`,
    ],
    f.seed,
    'preview',
  );
  const own = f.parentLines[0] ?? splitSentences(f.description)[0];
  const bulletsBefore = [
    f.summary,
    priceLine,
    ...f.highlights.slice(0, 4).map((h) => capitalize(h.phrase)),
    ...emphasisLines(f).map((l) => l.replace(/\.$/, '')),
  ];
  const bullets = [
    ...bulletsBefore,
    // A fact from the instructions whose parts the lines above already state ("2.5 acres", "300 ft
    // of highway frontage") would repeat them word for word.
    ...f.statedFacts.filter((s) => !alreadyStated(s, bulletsBefore)).map(capitalize),
    ...(f.kind === 'multi-family' && f.monthlyRent ? [`Current rents: ${usd(f.monthlyRent)} a month`] : []),
    ...f.customFields
      .filter(([k]) => /pet|deposit|lease|tax/i.test(k))
      .map(([k, v]) => `${capitalize(k)}: ${v}`),
    f.hoaMonthly
      ? `HOA ${f.hoaMonthly.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}/mo`
      : '',
  ].filter(Boolean);
  // A bullet another bullet already contains ("6,200 sq ft" beside "6,200 sq ft of building space").
  const contained = (b: string) =>
    bullets.some((other) => other !== b && other.toLowerCase().includes(b.toLowerCase()));
  const uniqueBullets = unique(bullets.filter((b) => !contained(b))).slice(0, f.brief ? 4 : undefined);
  const intro = `${capitalize(describeUnit(f))}${inPlace(f) ? ` ${inPlace(f)}` : ''} is ${offerPhrase(f)}${f.street ? ` at ${f.street}` : ''}${top ? `, and it leads with ${top}` : ''}.`;
  const opener =
    f.tone === 'warm'
      ? `I wanted you to be among the first to hear about this one. ${intro}`
      : f.tone === 'luxury'
        ? `It is my pleasure to present a new offering. ${intro}`
        : intro;
  const body = `${f.tone === 'luxury' ? 'Dear [first name],' : 'Hi [first name],'}

${opener}${own && !f.brief ? ` ${sentence(own)}` : ''}

${uniqueBullets.map((b) => `- ${b}`).join('\n')}

${
  // A sold home has nothing left to show: the announcement speaks to the next sellers nearby.
  f.isSold
    ? `**[Ask what your home could sell for]** (reply and I will prepare a market analysis for your home)`
    : `**[Book a ${f.words.visit}]** ${pick(['(reply to this email and I will set it up)', '(reply with two times that suit you)', '(or reply and I will find a time)'], f.seed, 'cta')}`
}

${signature(f)}`;
  const openHouse = f.instructions?.openHouse ?? null;
  // A commercial property is shown by appointment, on a broker tour, never at a walk-in open house.
  const byAppointment = f.kind === 'commercial';
  const event =
    f.kind === 'land'
      ? 'Site walk'
      : byAppointment
        ? 'Broker tour'
        : f.isRental
          ? 'Open viewing'
          : 'Open house';
  const place = `${f.street || describeUnit(f)}${f.city ? `, ${f.city}` : ''}`;
  const openHouseVariant = `**Subject:** ${pick(
    [
      `${event}: ${place}, ${describeUnit(f, { article: false })}`,
      `You are invited: ${event.toLowerCase()} at ${place}${shown ? `, ${shown}` : `, ${describeUnit(f)}`}`,
      `This weekend: ${event.toLowerCase()} at ${place}${shown ? `, with ${shown}` : ''}`,
      `${event} at ${f.street || `this ${f.noun}`}${top ? `: ${top}` : ''}`,
      `${capitalize(describeUnit(f))} in ${f.city || 'person'}: ${event.toLowerCase()} at ${f.street || `the ${f.noun}`}`,
      `See ${shown ?? describeUnit(f)} in person: ${event.toLowerCase()} at ${place}`,
    ],
    f.seed,
    'oh-subject',
  )}

**Preview:** ${
    openHouse
      ? sentence(openHouse)
      : byAppointment
        ? `Tour ${f.street || `the ${f.noun}`} by appointment, with the leases and expenses in hand.`
        : pick(
            [
              `Come see the ${f.noun} in person this weekend${shown ? `, ${shown} included` : ''}.`,
              `Walk through ${describeUnit(f)} this weekend, no appointment needed.`,
              `See ${f.street || `the ${f.noun}`} in person${shown ? `, from ${shown} on` : ''}.`,
              `${f.kind === 'land' ? 'Site walk' : 'Doors open'} at ${f.street || `the ${f.noun}`}: stop by and see ${shown ?? `the ${f.noun}`}.`,
              `${top ? capitalize(top) : capitalize(describeUnit(f))}, open to visit.`,
              `${capitalize(describeUnit(f))}${f.city ? ` in ${f.city}` : ''} ${f.kind === 'land' ? 'is open' : 'opens its doors'} for a ${event.toLowerCase()}.`,
            ],
            f.seed,
            'oh-preview',
          )
  }

Hi [first name],

${openHouse ? sentence(openHouse) : `${event}: [add the date and time].`} ${
    byAppointment
      ? `Reply to book a time at ${f.street || `the ${f.noun}`}${top ? ` and see ${top} for yourself` : ''}.`
      : pick(
          [
            `Stop by ${f.street || `the ${f.noun}`}${top ? ` and see ${top} for yourself` : ''}.`,
            `Come walk through ${f.street || `the ${f.noun}`}${top ? `, starting with ${top}` : ''}.`,
            `${top ? `${capitalize(top)} is best seen in person. ` : ''}Drop in at ${f.street || `the ${f.noun}`}.`,
          ],
          f.seed,
          'oh-body',
        )
  } ${summary ? `${summary}${f.priceText ? `, ${f.priceText}` : ''}.` : priceLine ? `${priceLine}.` : ''}

**[Add it to your calendar]**

${signature(f)}`;
  const heading = f.isRental
    ? 'New rental email'
    : f.isSold
      ? 'Just sold email'
      : f.isComingSoon
        ? 'Coming soon email'
        : 'Just listed email';
  const text = `## ${heading}

**Subject line options**
${subjects.map((s, i) => `${i + 1}. ${s}`).join('\n')}

**Preview text:** ${preview}

${body}${f.isSold ? '' : `\n\n## ${event} variant\n\n${openHouseVariant}`}`;
  const notes = [
    'Include your brokerage name and a physical mailing address in the footer, with an unsubscribe link (CAN-SPAM).',
    ...(f.contact.name
      ? []
      : ['Add your name and contact details to the property (Realtor contact) to fill the signature.']),
  ];
  return `${text}${agentNotes(f, notes)}`;
}
