import { agentNotes, describeUnit, type Facts, inPlace, offerPhrase, topHighlight } from '../facts.ts';
import { capitalize, joinList, joinPhrases, pick, sentence, splitSentences, usd } from '../text-tools.ts';
import { hashtags } from './keywords.ts';

// One post per platform: Instagram, Facebook, LinkedIn, X (under 280 characters). Emoji sparingly.

export const X_MAX_CHARS = 280;

function hook(f: Facts): string {
  const top = topHighlight(f);
  const status = f.isRental
    ? 'For rent'
    : f.isSold
      ? 'Just sold'
      : f.isComingSoon
        ? 'Coming soon'
        : 'Just listed';
  const where = f.cityState ? ` in ${f.cityState}` : '';
  const variants = top
    ? [
        `${status}${where}: ${top.phrase}.`,
        `${capitalize(top.phrase)}. ${status}${where}.`,
        `${status}${where}, and it starts with ${top.phrase}.`,
      ]
    : [`${status}${where}: ${describeUnit(f)}.`];
  return pick(variants, f.seed, 'hook');
}

function featureBullets(f: Facts, max: number): string[] {
  const bullets: string[] = [];
  if (f.summary) bullets.push(f.summary);
  if (f.priceText) bullets.push(f.isRental ? `${f.priceText}` : `Offered at ${f.priceText}`);
  for (const h of f.highlights.slice(1)) {
    if (bullets.length >= max) break;
    bullets.push(capitalize(h.phrase));
  }
  if (bullets.length < 3 && f.nearby.length) bullets.push(`Near ${joinList(f.nearby.slice(0, 2))}`);
  if (bullets.length < 3 && f.parking.length) bullets.push(capitalize(f.parking[0]));
  if (bullets.length < 3 && f.yearBuilt) bullets.push(`Built ${f.yearBuilt}`);
  if (bullets.length < 3 && f.hoaMonthly) bullets.push(`HOA ${usd(f.hoaMonthly)}/mo`);
  return bullets.slice(0, max);
}

function xPost(f: Facts, tags: string[]): string {
  const top = topHighlight(f);
  const status = f.isRental
    ? 'For rent'
    : f.isSold
      ? 'Just sold'
      : f.isComingSoon
        ? 'Coming soon'
        : 'Just listed';
  const parts = [
    `${status}${f.city ? ` in ${f.city}` : ''}: ${f.summary || describeUnit(f)}`,
    top ? `, ${top.phrase}` : '',
    f.priceText ? `. ${f.priceText}` : '',
    '.',
  ];
  let text = parts.join('').replace(/\.\./g, '.');
  for (const tag of tags.slice(0, 3)) {
    if (`${text} ${tag}`.length <= X_MAX_CHARS) text = `${text} ${tag}`;
  }
  if (text.length > X_MAX_CHARS) text = `${text.slice(0, X_MAX_CHARS - 1).replace(/\s+\S*$/, '')}…`;
  return text;
}

export function writeSocialMedia(f: Facts): string {
  const tags = hashtags(f);
  const top = topHighlight(f);
  const bullets = featureBullets(f, 5);
  const brief = f.instructions?.brief ?? false;
  const own = splitSentences(f.description);
  const hood = splitSentences(f.neighborhood);

  const instagram = [
    `${hook(f)} ${f.isRental ? '🔑' : '🏡'}`,
    '',
    ...bullets.map((b) => `• ${b}`),
    '',
    f.instructions?.openHouse
      ? `${sentence(f.instructions.openHouse)} Save this post and send us a message for details.`
      : 'Send us a message for the full photo set and a private tour.',
    '',
    tags.slice(0, 12).join(' '),
  ].join('\n');

  const facebookParas = [
    `${capitalize(describeUnit(f))}${inPlace(f) ? ` ${inPlace(f)}` : ''} is ${offerPhrase(f)}${top ? `, and the first thing you will notice is ${top.phrase}` : ''}.`,
    own[0] ? sentence(own[0]) : '',
    !brief && f.highlights.length > 1
      ? `Inside and out, you will find ${joinPhrases(f.highlights.slice(1, 4).map((h) => h.phrase))}.`
      : '',
    !brief && (hood[0] || f.nearby.length)
      ? hood[0]
        ? sentence(hood[0])
        : `Close by: ${joinList(f.nearby.slice(0, 3))}.`
      : '',
    f.instructions?.openHouse
      ? `${sentence(f.instructions.openHouse)} We would love to show you around.`
      : 'Comment or send a message and we will share the full details and set up a time to see it.',
  ].filter(Boolean);
  const facebook = `${facebookParas.join('\n\n')}\n\n${tags.slice(0, 5).join(' ')}`;

  const market = f.pricePerSqft
    ? `At ${f.priceText} it is priced at ${usd(f.pricePerSqft)} per sq ft, a useful reference point when you compare it with recent ${f.place} sales (check those in your MLS).`
    : f.priceText
      ? `It is ${offerPhrase(f)}.`
      : '';
  const linkedinParas = [
    `New ${f.isRental ? 'rental' : 'listing'}${f.cityState ? ` in ${f.cityState}` : ''}: ${describeUnit(f)}${f.summary ? ` (${f.summary})` : ''}.`,
    market,
    f.highlights.length
      ? `What sets it apart for buyers at this level: ${joinPhrases(f.highlights.slice(0, 3).map((h) => h.phrase))}.`
      : '',
    `If you are advising clients who are relocating${f.kind === 'multi-family' || f.kind === 'commercial' ? ' or investing' : ''}${f.place !== 'the area' ? ` to ${f.place}` : ''}, I am glad to share the details and disclosures.`,
  ].filter(Boolean);
  const linkedin = `${linkedinParas.join('\n\n')}\n\n${[tags[0], '#RealEstate', f.city ? `#${f.city.replace(/\W/g, '')}` : ''].filter(Boolean).join(' ')}`;

  const x = xPost(f, tags);

  const body = `## Instagram\n\n${instagram}\n\n## Facebook\n\n${facebook}\n\n## LinkedIn\n\n${linkedin}\n\n## X\n\n${x}\n\n*${x.length} of ${X_MAX_CHARS} characters*`;
  const notes = [
    'Add your brokerage name where your platform or state requires it in advertising.',
    'Paid housing ads on Meta must use the Housing special ad category.',
    ...(f.highlights.length < 2
      ? [
          `Posts work best with three or more concrete features; add features, outdoor spaces or updates to the property.`,
        ]
      : []),
  ];
  return `${body}${agentNotes(f, notes)}`.replace(/\n{3,}/g, '\n\n');
}
