import {
  agentNotes,
  describeUnit,
  emphasisLines,
  type Facts,
  inPlace,
  offerPhrase,
  topHighlight,
} from '../facts.ts';
import {
  capitalize,
  joinList,
  joinPhrases,
  pick,
  sentence,
  splitSentences,
  unique,
  usd,
} from '../text-tools.ts';
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
        `${capitalize(top.phrase)}, ${status.toLowerCase()}${where}.`,
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
    top && !(f.kind === 'land' && top.key === 'acres')
      ? `, ${top.phrase}`
      : f.frontage
        ? `, ${f.frontage}`
        : '',
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
  // A feature to invite people to see; a size or a rent is a figure, not something to look at.
  const shown = top && !/^(size|income|bedrooms)$/.test(top.key) ? top.phrase : null;
  const bullets = featureBullets(f, 5);
  const brief = f.brief;
  const own = splitSentences(f.description);
  const hood = splitSentences(f.neighborhood);

  const instagram = [
    `${hook(f)} ${f.isRental ? '🔑' : f.kind === 'land' ? '🌳' : '🏡'}`,
    '',
    ...bullets.map((b) => `• ${b}`),
    '',
    f.instructions?.openHouse
      ? `${sentence(f.instructions.openHouse)} Save this post and send us a message for details.`
      : pick(
          [
            `Send us a message for every photo of ${shown ?? `the ${f.noun}`} and a ${f.words.visit}.`,
            `DM for details on the ${f.noun} and a ${f.words.visit} time.`,
            `Message us to book a ${f.words.visit} of ${f.street || `the ${f.noun}`}.`,
            `Link in bio for the photos; DM to see it in person.`,
            `Want to see ${shown ?? `the ${f.noun}`} for yourself? Send a message and we will set up a ${f.words.visit}.`,
            `Photos of ${shown ?? `the ${f.noun}`} in the link in bio; message us for a ${f.words.visit}.`,
            `Save this post and DM us to walk through ${describeUnit(f)}${f.city ? ` in ${f.city}` : ''}.`,
          ],
          f.seed,
          'ig-cta',
        ),
    '',
    tags.slice(0, 12).join(' '),
  ].join('\n');

  const facebookParas = [
    `${capitalize(describeUnit(f))}${inPlace(f) ? ` ${inPlace(f)}` : ''} is ${offerPhrase(f)}${
      top && !(f.kind === 'land' && top.key === 'acres')
        ? pick(
            [
              `, and the first thing you will notice is ${top.phrase}`,
              `, with ${top.phrase}`,
              `. It starts with ${top.phrase}`,
            ],
            f.seed,
            'fb-lead',
          )
        : f.frontage
          ? `, with ${f.frontage}`
          : ''
    }.`,
    own[0] ? sentence(own[0]) : '',
    ...f.parentLines.slice(0, 1).filter((l) => l !== own[0]),
    ...emphasisLines(f).filter((l) => l !== sentence(own[0] ?? '')),
    // Stated facts the post already carries (numbers in the hook) are not repeated.
    ...f.statedFacts
      .filter(
        (x) =>
          !(x.match(/\d[\d,.]*/g) ?? []).every((n) =>
            `${describeUnit(f)} ${f.frontage ?? ''} ${top?.phrase ?? ''}`.includes(n),
          ),
      )
      .map(sentence),
    !brief && f.highlights.length > 1
      ? `${f.kind === 'land' ? 'On the land' : f.kind === 'multi-family' ? 'Across the property' : pick(['Inside and out', 'Also here', 'Beyond that'], f.seed, 'fb-more')}: ${joinPhrases(f.highlights.slice(1, 4).map((h) => h.phrase))}.`
      : '',
    !brief && (hood[0] || f.nearby.length)
      ? hood[0]
        ? sentence(hood[0])
        : `Close by: ${joinList(f.nearby.slice(0, 3))}.`
      : '',
    f.instructions?.openHouse
      ? `${sentence(f.instructions.openHouse)} We would love to show you around.`
      : pick(
          [
            `Comment or send a message for the full details${shown ? ` on ${shown}` : ''}, and we will set up a ${f.words.visit}.`,
            `Send a message for the details on ${describeUnit(f)} and a ${f.words.visit} time.`,
            `Questions about the ${f.noun}? Ask in the comments or message us directly.`,
            `Message us to see ${f.street || `the ${f.noun}`} before the weekend.`,
            `Tag someone who would want to see ${shown ?? `this ${f.noun}`}, or message us for a ${f.words.visit}.`,
            `We are happy to walk you through ${f.street || `the ${f.noun}`}${shown ? ` and ${shown}` : ''}; send a message to set a time.`,
          ],
          f.seed,
          'fb-cta',
        ),
  ].filter(Boolean);
  // The city tag, then the status and property-type tags: the ones that say what this listing is.
  const facebook = `${facebookParas.join('\n\n')}\n\n${unique([tags[0], ...tags.slice(3)])
    .slice(0, 5)
    .join(' ')}`;

  const market =
    f.kind === 'multi-family' && f.monthlyRent && f.price
      ? `Current rents total ${usd(f.monthlyRent)} a month, a gross rent multiplier of ${(f.price / (f.monthlyRent * 12)).toFixed(1)} at ${f.priceText}.`
      : f.kind === 'land' && f.acres && f.price
        ? `At ${f.priceText} that is ${usd(f.price / f.acres)} per acre.`
        : f.pricePerSqft
          ? pick(
              [
                `At ${f.priceText} it is priced at ${usd(f.pricePerSqft)} per sq ft, a useful reference point when you compare it with recent ${f.place} sales (check those in your MLS).`,
                `${f.priceText} works out to ${usd(f.pricePerSqft)} per sq ft; set that against recent ${f.place} sales in your MLS.`,
                `Priced at ${f.priceText}, or ${usd(f.pricePerSqft)} per sq ft for ${describeUnit(f)}${f.city ? ` in ${f.city}` : ''}.`,
                `For ${describeUnit(f)}, ${f.priceText} comes to ${usd(f.pricePerSqft)} per sq ft; compare it with what has sold nearby in your MLS.`,
              ],
              f.seed,
              'li-market',
            )
          : f.priceText
            ? `It is ${offerPhrase(f)}.`
            : '';
  const linkedinParas = [
    pick(
      [
        `New ${f.isRental ? 'rental' : 'listing'}${f.cityState ? ` in ${f.cityState}` : ''}: ${describeUnit(f)}${f.summary ? ` (${f.summary})` : ''}.`,
        `${f.isRental ? 'Now leasing' : f.isSold ? 'Just closed' : f.isComingSoon ? 'Coming soon' : 'Now on the market'}${f.cityState ? ` in ${f.cityState}` : ''}: ${describeUnit(f)}${f.summary ? ` (${f.summary})` : ''}.`,
      ],
      f.seed,
      'li-open',
    ),
    market,
    f.highlights.length
      ? `What sets it apart for ${f.kind === 'multi-family' || f.kind === 'commercial' ? 'investors' : f.words.who} at this level: ${joinPhrases(f.highlights.slice(0, 3).map((h) => h.phrase))}.`
      : '',
    f.kind === 'multi-family' || f.kind === 'commercial'
      ? 'If you advise investors, I am glad to share the rent roll, expenses and disclosures.'
      : f.kind === 'land'
        ? 'If you work with builders or land investors, I am glad to share the survey and details.'
        : pick(
            [
              `If you are advising clients who are ${f.isRental ? 'looking to rent' : 'relocating'}${f.place !== 'the area' ? ` ${f.isRental ? 'in' : 'to'} ${f.place}` : ''}, I am glad to share the details${f.isRental ? '' : ' and disclosures'}.`,
              `Agents with ${f.words.who} ${f.place !== 'the area' ? `looking in ${f.place}` : 'in this range'}: message me for the details.`,
              `Happy to send the full details to any colleague with a ${f.words.one} in mind.`,
              `Colleagues: the ${f.noun}${f.place !== 'the area' ? ` in ${f.place}` : ''} is open to showings; message me for the details${f.isRental ? '' : ' and disclosures'}.`,
              `If ${shown ? `a ${f.noun} with ${shown}` : `a ${f.noun} like this`} is on a client's list, message me and I will send the details.`,
            ],
            f.seed,
            'li-close',
          ),
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
