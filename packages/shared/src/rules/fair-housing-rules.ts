import type { ComplianceCategory } from '../schemas/compliance.ts';

// The wording the Fair Housing checker looks for (docs/product/compliance.md says how the rules were
// drawn up). Each rule: what it finds, how serious it is, why, a safer wording, and where the rule
// comes from. Patterns are written so their time is linear in the text (no nested or overlapping
// repetition): the checker runs on every response and as the agent types.
//
// Sources, cited by key:
// - FHA: the Fair Housing Act, 42 U.S.C. 3604(c): no notice, statement or advertisement that
//   indicates a preference, limitation or discrimination by race, colour, religion, sex, handicap,
//   familial status or national origin.
// - CFR: HUD's regulation under it, 24 CFR 100.75 (discriminatory advertisements, with examples).
// - HUD-1995: HUD's advertising guidance memorandum of January 1995 (words that describe the
//   property are fine; words that describe the people who should live there are not; which phrases
//   it names as acceptable).
// - HUD-1989: the advertising guidelines HUD published in 1989 (24 CFR part 109, since withdrawn but
//   still cited) with their list of 'catch words' such as restricted, exclusive, private.
// - HOPA: the Housing for Older Persons Act exemption (42 U.S.C. 3607(b)): 55+ and 62+ communities
//   may say so, others may not.
// - STATE: classes the federal Act does not name but many states and cities do (for example
//   California Gov. Code 12955, New York Executive Law 296, the District of Columbia Human Rights Act
//   and many city ordinances): source of income, age, marital status, sexual orientation, gender
//   identity, military status.

export type FairHousingRule = {
  id: string;
  /**
   * Words (lower case, as the text's words are split on anything not a letter or digit) of which at
   * least one must be in the text for the pattern to have a chance: most texts skip most rules.
   */
  words: string[];
  category: Exclude<ComplianceCategory, 'fact'>;
  severity: 'violation' | 'caution';
  pattern: RegExp;
  why: string;
  safer: string;
  source: string;
  /** The text that can replace a match in one click ('' removes it); null when only the agent can say. */
  replace: (match: string) => string | null;
  /** A match this says yes to is not a finding (for what a pattern alone cannot tell). */
  skip?: (match: string) => boolean;
};

// Building blocks, kept as plain alternations so every pattern stays linear.
const S = String.raw`[\s-]+`;
const LEAD = String.raw`\b(?:perfect|ideal|ideally|great|suited|suitable|made|designed|built|wonderful|excellent|best|geared)${S}for${S}(?:an?${S}|the${S}|your${S}|those${S}with${S})?`;
const AREA = `(?:neighbou?rhoods?|areas?|communit(?:y|ies)|blocks?|streets?|enclaves?|subdivisions?|developments?|buildings?|complex)`;
const PEOPLE = `(?:people|persons|individuals|residents?|tenants?|renters?|buyers?|owners?|occupants?|households?|famil(?:y|ies)|neighbou?rs|population|crowd)`;
const REFUSE = String.raw`\b(?:no|not${S}(?:allowed|permitted|accepted|welcome)|not${S}(?:allow|accept|rent${S}to|sell${S}to)|(?:do|does|will|can)${S}not${S}(?:allow|accept|rent${S}to|sell${S}to)|(?:don|doesn|won|can)['’]?t${S}(?:allow|accept|rent${S}to|sell${S}to))${S}`;

const rx = (source: string) => new RegExp(source, 'gi');

const DESCRIBE_HOME = 'Describe the home and its features, not the people who should live in it';

// One-click replacements. 'Perfect for young families' keeps its praise and drops the audience;
// a refusal or a label goes; an adjective that judges an area goes and leaves the noun.
const LEAD_WORDS =
  /^(?:perfect|ideal|ideally|great|suited|suitable|made|designed|built|wonderful|excellent|best|geared)[\s-]+for\b/i;
const remove = () => '';
const keepPraise = (match: string) => {
  const lead = LEAD_WORDS.exec(match);
  return lead ? `${lead[0]} everyday living` : '';
};
const dropFirstWord = (match: string) => match.replace(/^\S+[\s-]+/, '');
const none = () => null;

export const FAIR_HOUSING_RULES: FairHousingRule[] = [
  // ── Familial status (federal) ──
  {
    id: 'no-children',
    words: [
      'kids',
      'children',
      'child',
      'childfree',
      'minors',
      'babies',
      'infants',
      'toddlers',
      'teens',
      'teenagers',
    ],
    category: 'familial-status',
    severity: 'violation',
    pattern: rx(
      String.raw`${REFUSE}(?:kids|children|child|minors|babies|infants|toddlers|teens|teenagers|families${S}with${S}(?:kids|children))\b|\b(?:kids|children|minors|babies|toddlers|teenagers)${S}(?:are${S})?(?:not${S}(?:allowed|permitted|welcome|accepted)|prohibited|need${S}not${S}apply)\b|\bchild[\s-]?free\b|\bno${S}(?:kids|children)${S}(?:allowed|please)\b`,
    ),
    why: 'Refusing or discouraging households with children is a familial-status limitation the Fair Housing Act forbids in advertising.',
    safer: DESCRIBE_HOME,
    source: 'FHA; CFR 100.75(c)(1)',
    replace: remove,
  },
  {
    id: 'adults-only',
    words: ['adult', 'adults', 'mature', 'older'],
    category: 'familial-status',
    severity: 'violation',
    pattern: rx(
      String.raw`\badults?${S}only\b|\bonly${S}adults\b|\badult${S}(?:community|building|complex|living|lifestyle|residents|tenants)\b|\b(?:mature|older)${S}(?:adults|persons|people|individuals|tenants|residents|couples?|buyers)\b`,
    ),
    why: "'Adults only' and 'mature persons' signal that families with children are not wanted; only housing for older persons that qualifies under the law may say it is age-restricted.",
    safer:
      "If the community qualifies as housing for older persons, name it ('a 55+ community'); otherwise describe the home",
    source: 'FHA; HUD-1989 (adults, mature persons); HOPA',
    replace: remove,
  },
  {
    id: 'for-families',
    words: ['family', 'families', 'kids', 'children', 'toddlers', 'teens', 'teenagers', 'raise'],
    category: 'familial-status',
    severity: 'violation',
    pattern: rx(
      String.raw`${LEAD}(?:(?:young|growing|large|small|new|big)${S})?(?:famil(?:y|ies)(?![\s-]*(?:room|gatherings?|dinners?|meals?|time|-sized|sized))|kids|children|toddlers|teens|teenagers|a${S}family|raising${S}(?:a${S})?(?:family|kids|children)|starting${S}a${S}family)\b|\bgreat${S}(?:place|home|house)${S}to${S}raise${S}(?:a${S})?(?:family|kids|children)\b`,
    ),
    why: 'Saying a home suits families or children states a preference by familial status; households without children are also protected from being steered away.',
    safer: "Name the feature instead: 'four bedrooms and a fenced yard'",
    source: 'FHA; HUD-1995 (familial status)',
    replace: (m) => (/\bto\s+raise\b/i.test(m) ? 'a great place to call home' : keepPraise(m)),
  },
  {
    id: 'singles-couples',
    words: ['couple', 'couples', 'single', 'singles', 'person', 'people', 'child', 'children', 'kids'],
    category: 'familial-status',
    severity: 'violation',
    pattern: rx(
      String.raw`${LEAD}(?:(?:young|mature|older|retired|professional)${S})?(?:couples?|singles?|single${S}(?:persons?|people|professionals?|occupants?)|one${S}person|two${S}people)\b|\b(?:singles?|couples?)${S}only\b|\bno${S}more${S}than${S}(?:one|two|1|2)${S}(?:child|children|kids)\b`,
    ),
    why: "Aiming a home at singles or couples implies households with children are less welcome (HUD lists 'singles' among the words that show a familial-status preference).",
    safer: "Describe the size and layout: 'a one-bedroom with a den'",
    source: 'FHA; HUD-1989 (singles)',
    replace: keepPraise,
  },
  {
    id: 'family-friendly',
    words: ['family', 'kid', 'kids', 'child', 'children', 'nester', 'nesters', 'emptynester', 'emptynesters'],
    category: 'familial-status',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:family|kid|child|children)[\s-]?(?:friendly|oriented|safe)\b|\bsafe${S}for${S}(?:kids|children)\b|\b(?:no|quiet|few)${S}(?:kids|children)${S}(?:around|nearby|next${S}door)\b|\bempty[\s-]?nesters?\b`,
    ),
    why: "Words like 'family-friendly' or 'empty nesters' describe the household the home is meant for; in an advertisement they can read as a preference by familial status.",
    safer: "Name what makes it work: 'a fenced yard and a park two blocks away'",
    source: 'HUD-1995 (familial status)',
    replace: (m) => (/nesters?$/i.test(m) ? null : /friendly|oriented$/i.test(m) ? 'welcoming' : ''),
  },
  // ── Race and colour (federal) ──
  {
    id: 'race-people',
    words: [
      'white',
      'black',
      'caucasian',
      'african',
      'colored',
      'coloured',
      'minority',
      'minorities',
      'nonwhite',
      'brown',
      'whites',
      'blacks',
      'caucasians',
      'nonwhites',
      'racially',
      'non',
    ],
    category: 'race-color',
    severity: 'violation',
    pattern: rx(
      String.raw`\b(?:white|black|caucasian|african${S}american|colou?red|minority|non[\s-]?white|brown)${S}(?:${AREA}|${PEOPLE}|only|preferred|majority)\b|\b(?:whites|blacks|caucasians|minorities|non[\s-]?whites)\b|\bracially\b`,
    ),
    why: 'Describing residents, buyers or a neighbourhood by race or colour states a racial preference.',
    safer: "Describe the home and the area's features, not who lives there",
    source: 'FHA; CFR 100.75(c)(1); HUD-1995 (race, colour, national origin)',
    replace: remove,
  },
  {
    id: 'integration-words',
    words: ['integrated', 'segregated', 'homogeneous', 'homogenous', 'diverse', 'changing', 'mixed'],
    category: 'race-color',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:integrated|segregated|homogeneous|homogenous|diverse|changing|mixed)${S}${AREA}\b`,
    ),
    why: "HUD names 'integrated' among the catch words that signal the racial make-up of an area; describing an area by who lives there invites steering.",
    safer: "Describe places and features: 'cafés, a library and the Green Line within a few blocks'",
    source: 'HUD-1989 (catch words); HUD-1995',
    replace: dropFirstWord,
  },
  // ── National origin (federal) ──
  {
    id: 'national-origin-people',
    words: [
      'hispanic',
      'latino',
      'latina',
      'latinx',
      'asian',
      'oriental',
      'mexican',
      'chinese',
      'korean',
      'japanese',
      'vietnamese',
      'filipino',
      'indian',
      'pakistani',
      'arab',
      'african',
      'european',
      'irish',
      'italian',
      'polish',
      'russian',
      'ukrainian',
      'puerto',
      'cuban',
      'haitian',
      'somali',
      'middle',
      'ethnic',
      'foreign',
      'hispanics',
      'latinos',
      'asians',
      'orientals',
      'foreigners',
      'immigrants',
      'aliens',
      'illegals',
    ],
    category: 'national-origin',
    severity: 'violation',
    pattern: rx(
      String.raw`\b(?:hispanic|latino|latina|latinx|asian|oriental|mexican|chinese|korean|japanese|vietnamese|filipino|indian|pakistani|arab|african|european|irish|italian|polish|russian|ukrainian|puerto${S}rican|cuban|haitian|somali|middle${S}eastern|ethnic|foreign)${S}(?:${AREA}|${PEOPLE}|only|preferred|enclave)\b|\b(?:hispanics|latinos|asians|orientals|foreigners|immigrants|aliens|illegals)\b`,
    ),
    why: 'Describing residents, buyers or a neighbourhood by ancestry, ethnicity or origin states a preference by national origin.',
    safer: "Describe the home and the area's features; name a landmark by its proper name",
    source: 'FHA; CFR 100.75(c); HUD-1995 (national origin)',
    replace: remove,
  },
  {
    id: 'language-citizenship',
    words: [
      'english',
      'spanish',
      'chinese',
      'citizen',
      'citizens',
      'noncitizens',
      'immigrants',
      'foreigners',
    ],
    category: 'national-origin',
    severity: 'violation',
    pattern: rx(
      String.raw`\b(?:english|spanish|chinese)[\s-]speaking${S}(?:only|${PEOPLE}|${AREA})\b|\bmust${S}speak${S}english\b|\benglish${S}only\b|\b(?:u\.?s\.?|american)${S}citizens?${S}only\b|\bcitizens${S}only\b|\bno${S}(?:immigrants|foreigners|non[\s-]?citizens)\b`,
    ),
    why: 'Requiring a language or citizenship in an advertisement limits buyers or renters by national origin.',
    safer: "Leave it out; if you offer help in other languages, say so ('se habla español' is fine)",
    source: 'FHA; HUD-1995 (national origin)',
    replace: remove,
  },
  // ── Religion (federal) ──
  {
    id: 'religion-people',
    words: [
      'christian',
      'catholic',
      'protestant',
      'jewish',
      'muslim',
      'islamic',
      'hindu',
      'buddhist',
      'mormon',
      'lds',
      'evangelical',
      'baptist',
      'methodist',
      'lutheran',
      'sikh',
      'orthodox',
      'atheist',
      'religious',
      'christians',
      'catholics',
      'jews',
      'muslims',
      'hindus',
      'buddhists',
      'mormons',
      'atheists',
      'god',
      'bible',
      'born',
      'godfearing',
    ],
    category: 'religion',
    severity: 'violation',
    pattern: rx(
      String.raw`\b(?:christian|catholic|protestant|jewish|muslim|islamic|hindu|buddhist|mormon|lds|evangelical|baptist|methodist|lutheran|sikh|orthodox|atheist|religious)${S}(?:homes?|${AREA}|${PEOPLE}|only|preferred)\b|\b(?:christians|catholics|jews|muslims|hindus|buddhists|mormons)${S}(?:only|preferred|welcome)\b|\b(?:god[\s-]fearing|bible[\s-]believing|born[\s-]again)\b|${REFUSE}(?:christians|catholics|jews|muslims|hindus|buddhists|mormons|atheists)\b`,
    ),
    why: 'Describing the home, its buyers or the neighbourhood by religion states a religious preference.',
    safer: 'Describe the home; name a nearby landmark by its proper name only if it helps locate the home',
    source: 'FHA; CFR 100.75(c); HUD-1995 (religion)',
    replace: remove,
  },
  {
    id: 'worship-nearby',
    words: [
      'church',
      'churches',
      'synagogue',
      'synagogues',
      'mosque',
      'mosques',
      'temple',
      'temples',
      'parish',
      'parishes',
      'cathedral',
      'cathedrals',
      'chapel',
      'chapels',
      'worship',
    ],
    category: 'religion',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:near|close${S}to|walk(?:ing)?${S}(?:distance${S})?(?:to|from)|steps${S}(?:to|from)|minutes${S}(?:to|from)|next${S}to|across${S}from|blocks${S}from)${S}(?:the${S}|a${S}|your${S}|local${S}|several${S})?(?:churche?s?|synagogues?|mosques?|temples?|parish(?:es)?|cathedrals?|chapels?|places?${S}of${S}worship|houses?${S}of${S}worship)\b`,
    ),
    why: 'Offering a house of worship as a selling point can read as a preference for its members.',
    // A capitalised word is part of a proper name ('Temple Square', 'the Cathedral of Learning'): a
    // landmark, which is how the guidance says to mention one.
    skip: (match) => /\b(?:Church|Synagogue|Mosque|Temple|Parish|Cathedral|Chapel)/.test(match),
    safer: "Name it as a landmark by its proper name ('two blocks from St. Mary's'), or leave it out",
    source: 'HUD-1995 (religion)',
    replace: (m) =>
      m.replace(
        /(\s)(?:(?:the|a|your|local|several)[\s-]+)?(?:churche?s?|synagogues?|mosques?|temples?|parish(?:es)?|cathedrals?|chapels?|places?[\s-]+of[\s-]+worship|houses?[\s-]+of[\s-]+worship)$/i,
        '$1local landmarks',
      ),
  },
  // ── Sex (federal) ──
  {
    id: 'sex-only',
    words: [
      'men',
      'male',
      'males',
      'women',
      'female',
      'females',
      'ladies',
      'gentlemen',
      'guys',
      'girls',
      'boys',
      'man',
      'woman',
      'lady',
      'gentleman',
      'guy',
      'girl',
      'bachelor',
      'bachelors',
      'bachelorette',
      'bachelorettes',
    ],
    category: 'sex',
    severity: 'violation',
    pattern: rx(
      String.raw`\b(?:men|males?|women|females?|ladies|gentlemen|guys|girls|boys)${S}only\b|${LEAD}(?:(?:single|young|working|professional)${S})?(?:man|men|woman|women|lady|ladies|gentlem[ae]n|guys?|girls?|bachelors?|bachelorettes?)\b|${REFUSE}(?:men|males|women|females)\b|\b(?:female|male)${S}(?:tenants?|renters?|residents?|occupants?|roommates?|buyers?)${S}(?:only|preferred|wanted)\b`,
    ),
    why: "Stating which sex should live in a home is a preference by sex (shared living quarters are the law's narrow exception).",
    safer: DESCRIBE_HOME,
    source: 'FHA; CFR 100.75(c); HUD-1995 (sex)',
    replace: keepPraise,
  },
  {
    id: 'gendered-rooms',
    words: ['cave', 'caves', 'mancave', 'mancaves', 'shed', 'sheds', 'sheshed', 'pad'],
    category: 'sex',
    severity: 'caution',
    pattern: rx(String.raw`\b(?:man|men)['’]?s?[\s-]?caves?\b|\bshe[\s-]?sheds?\b|\bbachelor${S}pad\b`),
    why: 'Gendered room names suggest who the home is for; many MLS systems ask for neutral names.',
    safer: "Use a neutral name: 'den', 'bonus room', 'studio'",
    source: 'HUD-1995 (sex); MLS style guidance',
    replace: (m) => (/she/i.test(m) ? 'garden studio' : /bachelor/i.test(m) ? 'apartment' : 'den'),
  },
  // ── Disability (federal 'handicap') ──
  {
    id: 'no-disability',
    words: [
      'wheelchair',
      'wheelchairs',
      'handicapped',
      'disabled',
      'mentally',
      'crippled',
      'blind',
      'deaf',
      'service',
      'support',
      'assistance',
      'emotional',
      'group',
      'able',
      'bodied',
      'ablebodied',
      'physically',
      'health',
      'sound',
      'healthy',
      'climb',
      'walk',
      'see',
      'hear',
      'stairs',
    ],
    category: 'disability',
    severity: 'violation',
    pattern: rx(
      String.raw`${REFUSE}(?:wheelchairs?|handicapped|disabled|the${S}disabled|mentally${S}ill|crippled|blind|deaf|service${S}animals?|support${S}animals?|assistance${S}animals?|emotional${S}support${S}animals?|group${S}homes?)\b|\b(?:able[\s-]bodied|physically${S}fit|in${S}good${S}health|of${S}sound${S}mind|healthy${S}(?:tenants?|buyers?|residents?|people|persons|occupants?))\b|\bmust${S}be${S}able${S}to${S}(?:climb|walk|see|hear|use${S}(?:the${S})?stairs)\b|\bmust${S}(?:climb|walk)${S}stairs\b`,
    ),
    why: 'Limiting who may live there by physical or mental ability, or refusing assistance animals, discriminates by disability.',
    safer: "Describe the access itself: 'second-floor unit, stairs only' or 'step-free entry'",
    source: 'FHA; CFR 100.75(c); HUD-1995 (handicap)',
    replace: remove,
  },
  {
    id: 'disability-labels',
    words: [
      'crippled',
      'retarded',
      'insane',
      'lunatic',
      'lunatics',
      'psycho',
      'psychos',
      'invalids',
      'wheelchair',
      'mentally',
      'handicapped',
      'disabled',
      'wheelchairs',
      'users',
      'elderly',
      'seniors',
    ],
    category: 'disability',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:crippled|retarded|insane|lunatics?|psychos?|invalids|wheelchair[\s-]bound|confined${S}to${S}a${S}wheelchair|mentally${S}(?:ill|handicapped|retarded|disturbed)|handicapped${S}(?:people|persons|tenants?|buyers?|residents?))\b|${LEAD}(?:(?:the${S})?(?:disabled|handicapped)|wheelchair${S}users)\b|\bnot${S}(?:suitable|suited|ideal)${S}for${S}(?:the${S})?(?:disabled|handicapped|wheelchairs?|wheelchair${S}users|elderly|seniors)\b`,
    ),
    why: 'Describing people by disability, or saying who the home is unsuitable for, points at the occupants rather than the property.',
    safer: "Describe accessibility features: 'step-free entry, 36-inch doorways, roll-in shower'",
    source: 'HUD-1995 (handicap)',
    replace: (m) =>
      LEAD_WORDS.test(m)
        ? keepPraise(m)
        : /wheelchair/i.test(m) && !/not/i.test(m)
          ? 'wheelchair user'
          : null,
  },
  // ── Steering and catch words (federal) ──
  {
    id: 'catch-words',
    words: [
      'restricted',
      'exclusive',
      'private',
      'traditional',
      'select',
      'elite',
      'prestigious',
      'approval',
    ],
    category: 'steering',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:restricted|exclusive|private|traditional|select|elite|prestigious)${S}${AREA}\b|\b(?:board|membership)${S}approval\b|\brestricted${S}(?:to|covenants?)\b`,
    ),
    why: "HUD lists 'restricted', 'exclusive', 'private' and 'traditional' among the catch words that, used of a neighbourhood, have signalled who is kept out.",
    safer:
      "Say what it is: 'a gated street of twelve homes' or 'a co-op (the board reviews buyers' finances)'",
    source: 'HUD-1989 (catch words)',
    replace: (m) => (/approval|covenant|restricted\s+to/i.test(m) ? null : dropFirstWord(m)),
  },
  {
    id: 'safety-steering',
    words: [
      'safe',
      'safer',
      'safest',
      'unsafe',
      'crime',
      'dangerous',
      'bad',
      'rough',
      'sketchy',
      'seedy',
      'good',
      'nice',
      'nicer',
      'better',
      'desirable',
      'undesirable',
      'wholesome',
      'right',
      'wrong',
      'coming',
      'transitional',
      'gentrifying',
    ],
    category: 'steering',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:safe|safer|safest|unsafe|crime[\s-]free|low[\s-]crime|high[\s-]crime|no[\s-]crime|dangerous|bad|rough|sketchy|seedy|good|nice|nicer|better|desirable|undesirable|wholesome|right|wrong)${S}(?:${AREA}|parts?${S}of${S}town|sides?${S}of${S}town|elements?|kind${S}of${S}(?:people|neighbou?rs))\b|\bcrime${S}(?:rates?|statistics|stats|free)\b|\b(?:up[\s-]and[\s-]coming|transitional|gentrifying)${S}${AREA}\b`,
    ),
    why: 'Judging an area as safe, good or up-and-coming is a classic steering signal and a claim the agent cannot stand behind.',
    safer:
      "Describe verifiable features: 'on a cul-de-sac, half a mile to the park'; point buyers to official crime data instead",
    source: 'FHA (steering, 3604(a) and (d)); HUD-1995',
    replace: (m) =>
      /crime\s+(?:rate|stat)/i.test(m) || /kind/i.test(m) || /elements?$/i.test(m)
        ? null
        : dropFirstWord(m).replace(/^(?:and|coming)[\s-]+(?:coming[\s-]+)?/i, ''),
  },
  // ── Source of income (state and local) ──
  {
    id: 'no-vouchers',
    words: [
      'section',
      'section8',
      'vouchers',
      'voucher',
      'hcv',
      'hud',
      'assistance',
      'welfare',
      'subsidized',
      'subsidised',
    ],
    category: 'source-of-income',
    severity: 'violation',
    pattern: rx(
      String.raw`${REFUSE}(?:section[\s-]?8|housing${S}(?:choice${S})?vouchers?|vouchers?|hcv|hud|housing${S}assistance|government${S}assistance|public${S}assistance|rental${S}assistance|welfare|subsidi[sz]ed${S}(?:tenants?|renters?|housing))\b|\b(?:section[\s-]?8|vouchers?)${S}(?:not${S}(?:accepted|allowed|welcome)|need${S}not${S}apply|excluded)\b`,
    ),
    why: 'Refusing housing vouchers or public assistance is source-of-income discrimination, unlawful in many states and cities (the federal Act is silent on it).',
    safer:
      "Leave it out; state the screening criteria that apply to every applicant ('income of 2.5 times the rent from any source')",
    source: 'STATE (source of income)',
    replace: remove,
  },
  {
    id: 'employment-only',
    words: ['employed', 'working', 'job', 'professional', 'professionals', 'employment', 'wages'],
    category: 'source-of-income',
    severity: 'caution',
    pattern: rx(
      String.raw`\bmust${S}(?:be${S}(?:employed|working)|have${S}a${S}job)\b|\b(?:employed|working|professional)${S}(?:people|persons|tenants?|renters?|applicants?)${S}only\b|\bprofessionals?${S}only\b|\bincome${S}(?:must${S}be${S})?from${S}(?:employment|a${S}job|wages)\b`,
    ),
    why: 'Requiring income from a job excludes people whose income is lawful but not wages (benefits, vouchers, pensions), which many states and cities forbid (the federal Act is silent).',
    safer: "State an income requirement that counts any lawful source: 'income of 2.5 times the rent'",
    source: 'STATE (source of income)',
    replace: none,
  },
  // ── Age (state and local; federal through familial status) ──
  {
    id: 'age-targeting',
    words: [
      'young',
      'younger',
      'older',
      'active',
      'retirees',
      'retired',
      'seniors',
      'senior',
      'elderly',
      'millennials',
      'boomers',
      'gen',
      'genz',
      'genx',
      'jobbers',
      'grads',
      'age',
    ],
    category: 'age',
    severity: 'caution',
    pattern: rx(
      String.raw`${LEAD}(?:(?:young|younger|older|active)${S}(?:buyers?|people|persons|professionals?|adults?|renters?)|retirees|retired${S}(?:couples?|people|persons)|seniors|senior${S}citizens|(?:the${S})?elderly|millennials|baby${S}boomers|boomers|gen${S}?z|gen${S}?x|first${S}jobbers|college${S}grads)\b|\b(?:seniors?|elderly|retirees|older${S}(?:people|persons|adults))${S}(?:only|preferred|welcome)\b|\b(?:young|younger)${S}(?:buyers?|people|persons|tenants?|residents?|crowd|professionals?|couples?|adults|neighbou?rs)\b|\b(?:millennials|baby${S}boomers|retirees|senior${S}citizens)\b|\bage[\s-]restricted\b`,
    ),
    why: 'Aiming a home at an age group can read as a preference by age, which many states forbid; only communities that qualify as housing for older persons may say they are age-restricted.',
    safer: "Describe the needs the home meets: 'single-level living with no stairs'",
    source: 'STATE (age); HOPA',
    replace: (m) =>
      LEAD_WORDS.test(m)
        ? keepPraise(m)
        : /^young(?:er)?\s+professionals?$/i.test(m)
          ? m.replace(/^young(?:er)?\s+/i, '')
          : null,
  },
  {
    id: 'older-persons-housing',
    words: ['55', '62', 'senior'],
    category: 'age',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:55|62)[\s-]*\+|\b(?:55|62)${S}(?:and${S}(?:over|older|up)|or${S}older)\b|\bsenior${S}(?:community|living|housing)\b`,
    ),
    why: 'Only a community that qualifies as housing for older persons may advertise an age limit; confirm it does before publishing.',
    safer: 'Keep it only if the community qualifies (HOA documents will say); otherwise remove it',
    source: 'HOPA',
    replace: none,
  },
  // ── Marital status (state and local) ──
  {
    id: 'marital-status',
    words: ['married', 'unmarried', 'divorced', 'widowed', 'newlywed', 'newlyweds', 'honeymooners'],
    category: 'marital-status',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:married|unmarried|divorced|widowed)${S}(?:couples?|people|persons|tenants?|buyers?|renters?|residents?)\b|\bnewlyweds?\b|${LEAD}(?:honeymooners|a${S}married${S}couple)\b`,
    ),
    why: 'Marital status is protected in many states and cities (the federal Act is silent); naming it in an advertisement reads as a preference.',
    safer: DESCRIBE_HOME,
    source: 'STATE (marital status)',
    replace: none,
  },
  {
    id: 'marital-only',
    words: ['married', 'unmarried', 'divorced', 'parents'],
    category: 'marital-status',
    severity: 'violation',
    pattern: rx(
      String.raw`\b(?:married|unmarried|divorced)${S}(?:couples?|people|persons|tenants?|buyers?|renters?)${S}only\b|${REFUSE}(?:unmarried${S}couples|single${S}parents)\b`,
    ),
    why: 'Accepting only married (or only unmarried) households is marital-status discrimination in many states and cities (the federal Act is silent, but a single parent is also a familial-status case).',
    safer: DESCRIBE_HOME,
    source: 'STATE (marital status); FHA (familial status)',
    replace: remove,
  },
  // ── Sexual orientation and gender identity (state and local) ──
  {
    id: 'sexual-orientation',
    words: [
      'gay',
      'gays',
      'lesbian',
      'lesbians',
      'straight',
      'heterosexual',
      'homosexual',
      'homosexuals',
      'lgbt',
      'lgbtq',
      'queer',
    ],
    category: 'sexual-orientation',
    severity: 'caution',
    pattern: rx(
      String.raw`\b(?:gay|lesbian|straight|heterosexual|homosexual|lgbtq?\+?|queer)${S}(?:couples?|${PEOPLE}|${AREA}|only|friendly|preferred)\b|${REFUSE}(?:gays|lesbians|homosexuals)\b`,
    ),
    why: 'Describing buyers or an area by sexual orientation, even to welcome, states a preference; it is protected in many states and cities (federally, through sex).',
    safer: DESCRIBE_HOME,
    source: 'STATE (sexual orientation)',
    replace: (m) => (/friendly$/i.test(m) ? 'welcoming' : /^no\b|not|n't/i.test(m) ? '' : null),
  },
  {
    id: 'gender-identity',
    words: [
      'trans',
      'transgender',
      'transsexual',
      'transsexuals',
      'cisgender',
      'binary',
      'nonbinary',
      'biological',
    ],
    category: 'gender-identity',
    severity: 'caution',
    pattern: rx(
      String.raw`${REFUSE}(?:trans(?:gender)?${S}(?:people|persons)|transsexuals?|non[\s-]binary${S}(?:people|persons))\b|\b(?:trans(?:gender)?|cisgender|non[\s-]binary)${S}(?:${PEOPLE}|only|friendly)\b|\bbiological${S}(?:men|women|males|females)\b`,
    ),
    why: 'Gender identity is protected in many states and cities (federally, through sex); naming it in an advertisement reads as a preference.',
    safer: DESCRIBE_HOME,
    source: 'STATE (gender identity)',
    replace: (m) => (/friendly$/i.test(m) ? 'welcoming' : null),
  },
  // ── Military status (state and local) ──
  {
    id: 'military-status',
    words: [
      'military',
      'servicemembers',
      'service',
      'soldiers',
      'veterans',
      'veteran',
      'civilians',
      'civilian',
    ],
    category: 'military-status',
    severity: 'caution',
    pattern: rx(
      String.raw`${REFUSE}(?:military|servicemembers|service${S}members|soldiers|veterans)\b|\b(?:military|veterans?|civilians?)${S}(?:only|preferred)\b|${LEAD}(?:military${S}(?:families|personnel)|veterans|service${S}members)\b`,
    ),
    why: 'Military and veteran status is protected in many states (the federal Act is silent); describe the home and, if it helps, the distance to the base.',
    safer: "Give the fact instead: '10 minutes to the base's main gate'",
    source: 'STATE (military status)',
    replace: (m) => (LEAD_WORDS.test(m) ? keepPraise(m) : /only|preferred/i.test(m) ? null : ''),
  },
];

/**
 * Phrases the guidance expressly allows (they describe the property, not the people): a match that
 * falls inside one of these is not a finding.
 */
export const ALLOWED_PHRASES: RegExp = rx(
  String.raw`\bmaster${S}(?:bedrooms?|suites?|baths?|bathrooms?|closets?|retreats?|wing)\b|\b(?:family|great|bonus)${S}rooms?\b|\bsingle[\s-]family\b|\bmulti[\s-]?family\b|\bwalk[\s-]in${S}(?:closets?|pantry|pantries|showers?)\b|\bwalk[\s-]?ups?\b|\bgreat${S}views?\b|\bjogging${S}trails?\b|\b(?:handicap(?:ped)?|wheelchair)[\s-]accessible\b|\bhandicap(?:ped)?${S}(?:parking|ramps?|spaces?)\b|\bwheelchair${S}(?:ramps?|access|lifts?)\b|\bbachelor${S}(?:apartments?|units?)\b|\b(?:mother|father)[\s-]in[\s-]law${S}(?:suites?|units?|apartments?|quarters)\b|\bin[\s-]law${S}(?:suites?|units?|apartments?|quarters)\b|\bhis${S}and${S}hers?\b|\bkosher${S}(?:kitchens?|meals?)\b|\b(?:no|non)[\s-]smoking\b|\bdrug[\s-]free\b|\bexclusive${S}(?:listings?|agents?|right${S}to${S}sell|agency)\b|\bprivate${S}(?:yard|backyard|patio|balcony|deck|entrance|drive|driveway|garden|pool|office|road|lot|setting|sale|showings?|bath|bathroom)\b`,
);
