import { agentNotes, describeUnit, type Facts, inPlace, offerPhrase } from '../facts.ts';
import { capitalize, pick, sentence, splitSentences } from '../text-tools.ts';

// A "just listed" email (3 subject lines, preview text, body with the highlights and one call to
// action) and a short open-house variant.

function signature(f: Facts): string {
  const c = f.contact;
  const lines = [c.name || '[your name]', c.agency, c.phone, c.email].filter(Boolean);
  return lines.join('  \n');
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
  const subjects = [
    `${status}: ${f.summary ? `${f.summary.split(' | ').slice(0, 2).join(', ')} in ${where}` : `${describeUnit(f)} in ${where}`}`,
    top
      ? `${capitalize(top)}${f.city ? ` in ${f.city}` : ''}`
      : `${capitalize(describeUnit(f))} ${inPlace(f)}`.trim(),
    f.priceText
      ? `${f.street || capitalize(describeUnit(f))} at ${f.priceText}`
      : `First look: ${f.street || describeUnit(f)}`,
  ];
  const preview = pick(
    [
      `${f.summary || capitalize(describeUnit(f))}${f.priceText ? `, ${f.priceText}` : ''}. See the photos and book a private tour.`,
      `${top ? `${capitalize(top)}, ` : ''}${f.summary || describeUnit(f)}. Take the first look.`,
    ],
    f.seed,
    'preview',
  );
  const own = splitSentences(f.description)[0];
  const bullets = [
    f.summary,
    f.priceText ? (f.isRental ? `${f.priceText}` : `Offered at ${f.priceText}`) : '',
    ...f.highlights.slice(0, 4).map((h) => capitalize(h.phrase)),
    f.hoaMonthly
      ? `HOA ${f.hoaMonthly.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })}/mo`
      : '',
  ].filter(Boolean);
  const body = `Hi [first name],

${capitalize(describeUnit(f))}${inPlace(f) ? ` ${inPlace(f)}` : ''} is ${offerPhrase(f)}${f.street ? ` at ${f.street}` : ''}${top ? `, and it leads with ${top}` : ''}.${own ? ` ${sentence(own)}` : ''}

${bullets.map((b) => `- ${b}`).join('\n')}

**[Book a private tour]** (reply to this email and I will set it up)

${signature(f)}`;
  const openHouse = f.instructions?.openHouse ?? null;
  const openHouseVariant = `**Subject:** Open house: ${f.street || describeUnit(f)}${f.city ? `, ${f.city}` : ''}

**Preview:** ${openHouse ? sentence(openHouse) : 'Come see it in person this weekend.'}

Hi [first name],

${openHouse ? sentence(openHouse) : 'Open house: [add the date and time].'} Stop by ${f.street || `the ${f.noun}`}${top ? ` and see ${top} for yourself` : ''}. ${f.summary ? `${f.summary}${f.priceText ? `, ${f.priceText}` : ''}.` : ''}

**[Add it to your calendar]**

${signature(f)}`;
  const text = `## Just listed email

**Subject line options**
${subjects.map((s, i) => `${i + 1}. ${s}`).join('\n')}

**Preview text:** ${preview}

${body}

## Open house variant

${openHouseVariant}`;
  const notes = [
    'Include your brokerage name and a physical mailing address in the footer, with an unsubscribe link (CAN-SPAM).',
    ...(f.contact.name
      ? []
      : ['Add your name and contact details to the property (Realtor contact) to fill the signature.']),
  ];
  return `${text}${agentNotes(f, notes)}`;
}
