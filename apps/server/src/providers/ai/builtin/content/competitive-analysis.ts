import { sharedAmenities, utilityNames } from '../audience-phrasing.ts';
import { agentNotes, describeUnit, type Facts, type Highlight } from '../facts.ts';
import { phraser, type Say } from '../phrasing.ts';
import { capitalize, count, joinList, listOf, lowerFirst, num, plural, unique, usd } from '../text-tools.ts';
import { VERIFY } from './market-analysis.ts';

// Strengths and weaknesses against the listings this one competes with (same type, area, size and
// price band), what to lead with, what to pre-empt, and how to stage and photograph for it. Each
// sentence names what this listing has or lacks; where a framework sentence is needed it has several
// phrasings, picked by the property and the response's variant.

/** "3-bedroom homes", "2.5-acre parcels", "3-unit properties": what it competes with. */
function rivalsOf(f: Facts): string {
  if (f.kind === 'land') return f.acres ? `${count(f.acres)}-acre parcels` : 'lots';
  return plural(describeUnit(f, { article: false }));
}

// Why each kind of highlight wins against competing listings at the same price. The phrase itself
// leads the line, so the reason only needs a few phrasings.
function why(h: Highlight, f: Facts, say: Say): string {
  const who = f.words.who;
  const rivals = rivalsOf(f);
  const options: Record<string, string[]> = {
    income: [
      'documented rents, so the return can be checked before the first showing',
      `income an investor can verify, which most ${rivals} listed without a rent roll cannot show`,
      'a rent roll that turns the price into a yield on day one',
    ],
    units: [
      'several income streams on one property',
      'more than one rent check, so a vacancy hurts less',
      `flexibility that single-unit listings at this price lack`,
    ],
    acres: [
      'room that smaller parcels at a similar price cannot offer',
      f.kind === 'land'
        ? 'more ground per dollar than smaller parcels nearby'
        : `an edge over ${rivals} on smaller lots`,
      'space for a house, outbuildings and privacy at once',
      'the acreage itself, which no competing parcel can add later',
    ],
    lot: [
      'a lot size that sets it apart from tighter parcels',
      'room to build without crowding the setbacks',
      'a usable footprint that smaller lots at the price lack',
    ],
    frontage: [
      'road exposure and access that interior parcels lack',
      'direct access that saves the cost of an easement or long driveway',
      'exposure that interior parcels at this price cannot match',
    ],
    views: [
      'a view that competing listings cannot add later',
      'the one feature no renovation can give a competitor',
      `a view ${who} see in the first photo and remember`,
    ],
    windows: [
      'light that photographs well and shows in person',
      'brightness that darker competitors cannot match in photos',
      'natural light, which reads as space',
    ],
    renovations: [
      `move-in ready against competitors that still need work; ${who} price in every project they see`,
      'work a competitor would still need done, already finished',
      `updates that take projects off the ${f.words.one}'s list`,
    ],
    outdoor: [
      'extra living space that competing listings at this price may not offer',
      `a reason to pick it over ${rivals} with less room outside`,
      'room outside that counts as living space for much of the year',
    ],
    environmental: [
      `a setting or running-cost advantage ${who} cannot add later`,
      'a setting no competing listing can copy',
      'part of the land itself, not a feature a rival can install',
    ],
    architecture: [
      'character that newer competitors cannot copy',
      'design that makes it the one people remember after a day of showings',
      'details that set it apart from builder-grade rivals',
    ],
    kitchen: [
      `the room ${who} weigh most when comparing listings`,
      'a kitchen that rival listings would need to remodel to match',
      'the first room people judge in the photos',
    ],
    size: [
      'more space per dollar than smaller competitors',
      `room that most ${rivals} at this price do not have`,
      'square footage that wins the side-by-side comparison',
    ],
    bedrooms:
      f.kind === 'multi-family'
        ? [
            'bedrooms across the units that reach more renters',
            "a bedroom count that keeps every unit in more renters' searches",
            'more rentable bedrooms than smaller rivals',
          ]
        : [
            `a bedroom count that keeps it in more ${who}' filtered searches`,
            'bedrooms enough for an office or guest room as well',
            'a count that puts it into searches smaller rivals miss',
          ],
    age: [
      `a period home for ${who} tired of look-alike listings`,
      'history that new construction cannot supply',
      'original character, which a newer rival cannot add',
    ],
    sound: [
      'the expensive parts are in order, which many needs-work rivals cannot say',
      'what is sound lowers the risk a renovator prices in',
      'structure that makes the work cosmetic rather than structural',
    ],
    onsite: [
      'amenities that competing listings charge extra for or lack',
      'something not every rival at this price has',
      'shared facilities that come with the address',
    ],
    parking: [
      `a practical advantage ${who} filter for`,
      'parking that puts it into filtered searches',
      'an everyday convenience rivals often lack',
    ],
    flooring: [
      `finishes ${who} notice in the first photos`,
      'floors that photograph well and need no replacing',
      'a finish that shows in every room photo',
    ],
    nearby: [
      'a location story competitors cannot match',
      'places to go within minutes, which a listing further out cannot offer',
      'an address rivals a few miles away cannot claim',
    ],
    systems: [
      'comfort and fewer upcoming expenses',
      'systems a rival may still need to replace',
      'lower running costs than older rivals',
    ],
    accessibility: [
      `features that widen the pool of ${who} it suits`,
      'features few competing listings offer',
      'ease of movement rivals would need to retrofit',
    ],
  };
  return (
    say(`why-${h.key}`, options[h.key] ?? []) ||
    `a reason to choose this ${f.noun} over similar listings that lack it`
  );
}

export type Weakness = { title: string; detail: string; preempt: string };

export function weaknessesOf(f: Facts): Weakness[] {
  const say = phraser(f);
  const Who = f.isRental ? 'Renters' : 'Buyers';
  const rivals = rivalsOf(f);
  const out: Weakness[] = [];
  if (f.yearBuilt && f.yearBuilt < 1990 && !f.renovations.length && !f.fixer)
    out.push({
      title: `Age (built ${f.yearBuilt})`,
      detail: say('w-age', [
        `${Who} comparing newer listings will ask about ${f.isRental ? 'heating, windows and how repairs are handled' : 'roof, systems and windows'}.`,
        `Next to newer ${rivals}, a ${f.yearBuilt} build raises questions about ${f.isRental ? 'heating and repairs' : 'the roof and systems'}.`,
        `The build year is the first thing a newer rival's listing makes ${f.words.who} think about.`,
        `Listings built after ${f.yearBuilt} will look newer in the gallery, and ${f.words.who} notice.`,
        `${Who} who filter by year built may never see this ${f.noun}.`,
      ]),
      preempt:
        f.maintenance || f.inspections
          ? say('p-age', [
              'Put the maintenance records and inspection results in the listing documents.',
              `Lead with the records: ${lowerFirst((f.maintenance || f.inspections).split('. ')[0].replace(/\.$/, ''))}.`,
            ])
          : say('p-age', [
              'Order a pre-listing inspection and share the ages of the roof, HVAC and water heater.',
              `Collect the replacement dates of the roof, HVAC and water heater before the first ${f.words.visit}.`,
              'A pre-listing inspection turns the age question into a list of known items.',
            ]),
    });
  if (f.hoaMonthly)
    out.push({
      title: `HOA dues (${usd(f.hoaMonthly)}/mo)`,
      detail: say('w-hoa', [
        `Dues add to the monthly cost ${f.words.who} compare with listings that have none.`,
        `${usd(f.hoaMonthly * 12)} a year in dues shows up in every payment comparison.`,
        `Rivals without an association look cheaper per month by ${usd(f.hoaMonthly)}.`,
        `${Who} who search without an HOA filter it out at once.`,
        `Lenders count the ${usd(f.hoaMonthly)}/mo in the payment, which trims the price ${f.words.who} qualify for.`,
      ]),
      preempt: say('p-hoa', [
        'List what the dues cover (exterior, insurance, amenities, reserves) next to the price.',
        sharedAmenities(f).length
          ? `Show what the dues pay toward, such as the ${joinList(sharedAmenities(f).slice(0, 2).map(lowerFirst))}, with the HOA budget attached.`
          : '',
        'Attach the HOA budget and reserve study so the dues read as value, not as cost.',
        'Put the monthly cost with and without the dues in the listing documents.',
        'Ask the manager for the dues history and any planned assessments, and share both.',
      ]),
    });
  if (f.beds && f.baths && f.beds >= 3 && f.baths < 2)
    out.push({
      title: `${count(f.baths)} bathroom for ${count(f.beds)} bedrooms`,
      detail: say('w-bath', [
        `Competing ${rivals} often have two or more bathrooms.`,
        'A second bathroom is standard among rivals with this many bedrooms.',
        'Filtered searches for two bathrooms will skip it.',
        `Rival ${rivals} with a second bathroom will be shown first in many searches.`,
        `${Who} with busy mornings will count the bathrooms before anything else.`,
      ]),
      preempt: say('p-bath', [
        'Show the bathroom at its best and, if space allows, get a contractor estimate for adding a half bath.',
        'Price a half bath with a contractor so the cost of the fix is known before the first offer.',
        'Get a quote for a second bathroom and share it with the disclosures.',
        'Mark a likely spot for a half bath on the floor plan and price it.',
        'Have a plumber confirm where a second bathroom could go, and share the note.',
      ]),
    });
  if (f.sqft && f.kind !== 'land' && f.sqft < 1200)
    out.push({
      title: `Size (${num(f.sqft)} sq ft)`,
      detail: say('w-size', [
        'Smaller than many competing listings, so rooms can look tight in photos.',
        `Larger ${plural(f.noun)} nearby will look roomier in the gallery.`,
        `At ${num(f.sqft)} sq ft, it will be compared with larger rivals in the same search.`,
        `Rooms of ${num(f.sqft ?? 0)} sq ft in total will be compared with roomier ${plural(f.noun)}.`,
        'Wide-angle photos of bigger rivals make this one look smaller than it is.',
      ]),
      preempt: say('p-size', [
        'Stage with fewer, scaled furniture pieces and include a measured floor plan.',
        'Publish a measured floor plan with room sizes so nobody guesses from wide-angle photos.',
        'Shoot each room from its corner at eye height, and add the floor plan.',
        'Stage each room for one clear use and say so in the captions.',
        'List the room sizes in the remarks so the space is judged on numbers.',
      ]),
    });
  if (!f.parking.length && f.kind !== 'land')
    out.push({
      title: 'Parking not described',
      detail: say('w-park', [
        `${Who} filter by garage and parking; a listing without it drops out of those searches.`,
        `Without parking in the data, the ${f.noun} disappears from searches that filter for it.`,
        'Rivals that state a garage or driveway answer a question this listing leaves open.',
        `A ${f.words.visit} that starts with a search for a parking space starts badly.`,
        'Parking is one of the first questions, and this listing cannot answer it yet.',
      ]),
      preempt: say('p-park', [
        'Add the parking details (garage, driveway, street permits) to the property.',
        'Confirm the parking and add it, even if it is street parking with a permit.',
        'Describe the parking in the property data before the listing goes live.',
        'Note where visitors should park in the showing instructions, and add it to the listing.',
        'Ask the owner for the parking arrangement in writing and add it.',
      ]),
    });
  if (!f.outdoor.length && f.kind === 'single-family')
    out.push({
      title: 'No outdoor space described',
      detail: say('w-out', [
        'Competing single-family listings lead with yards, patios and decks.',
        `Most ${rivals} show a yard or patio in the first photos.`,
        'Rival listings sell their yards; this one says nothing about its own.',
        `${Who} scrolling the gallery will look for a yard photo and not find one.`,
        `Without a yard or patio in the data, rival ${rivals} win the outdoor comparison.`,
      ]),
      preempt: say('p-out', [
        'Photograph whatever outdoor space exists and describe it in the property data.',
        'Add the yard, patio or porch to the property, with one photo of each.',
        'Describe the outdoor space, even if modest, so it is not assumed missing.',
        'Photograph the yard from the back door at its best hour and add it to the property.',
        'Name the outdoor space in the remarks, with its size if known.',
      ]),
    });
  if (f.fixer)
    out.push({
      title: 'Condition',
      detail: say('w-fix', [
        `The property needs work, so ${f.words.who} will compare it with finished listings and subtract the cost.`,
        `Finished ${rivals} nearby set the ceiling; ${f.words.who} will subtract the work from it.`,
        'Next to renovated rivals, every room that needs work becomes a deduction.',
        'Every photo of work to be done becomes a reason to offer less.',
        `${Who} will price the work at its worst unless they see real numbers.`,
      ]),
      preempt: say('p-fix', [
        'Gather one or two contractor estimates and share them with the disclosures, so offers start from real numbers.',
        'Get a written contractor bid and put it in the listing documents.',
        'Share contractor estimates up front, so offers are built on numbers rather than fear.',
        'Attach a contractor bid to the listing documents so offers start from the same numbers.',
        'Show the sound parts first and the work second, with a contractor estimate in the documents.',
      ]),
    });
  if (f.kind === 'multi-family' && !f.isRental)
    out.push({
      title: 'Tenant-occupied showings',
      detail: say('w-tenant', [
        `Showings need notice to tenants, which slows ${f.words.who} who want to move fast.`,
        'Tenant notice means fewer and shorter showings than a vacant rival offers.',
        'Investors touring vacant competitors can see every room on a day’s notice; here they wait.',
        'Tenanted units show lived-in rooms, while vacant rivals show clean ones.',
        `Investors touring ${rivals} that are vacant can walk in the same day.`,
      ]),
      preempt: say('p-tenant', [
        'Share the rent roll, leases and photos of every unit up front, and group showings into set windows.',
        'Publish photos of each unit and set two showing windows a week.',
        'Send the leases and unit photos before the first showing, so visits confirm rather than discover.',
        'Share a video of each unit so showings are only for serious buyers.',
        'Schedule group showings in two set windows and send the rent roll before them.',
      ]),
    });
  if (f.kind === 'land' && !f.utilities.length)
    out.push({
      title: 'Utilities not described',
      detail: 'Land buyers price in the cost of bringing water and power to a building site.',
      preempt: 'Confirm which utilities reach the property and add them to the data.',
    });
  if (!f.renovations.length && f.kind !== 'land' && !f.fixer)
    out.push({
      title: 'No recent updates listed',
      detail: say('w-upd', [
        'Updated competitors will look move-in ready by comparison.',
        `Rival ${rivals} that list updates with dates will look like less work.`,
        `${Who} assume nothing has been done when the listing names no updates.`,
        `A competing listing with a new roof or kitchen wins the comparison by default.`,
        `Without updates named, ${f.words.who} will budget for all of them.`,
      ]),
      preempt: say('p-upd', [
        'List any updates with their year, or price with the condition in mind.',
        'Ask the owner for every update and its year, and add them to the property.',
        'Name the updates that exist, with years; if there are none, let the price say so.',
        'Get the owner to list every replacement since purchase, with years, and add it to the property.',
        'If nothing has been updated, say what is original and in good order instead.',
      ]),
    });
  if (!f.nearby.length && !f.neighborhood)
    out.push({
      title: 'Location story missing',
      detail: say('w-loc', [
        `Without nearby amenities, ${f.words.who} cannot compare the location with other listings.`,
        `Rivals that name their parks, shops and routes win on location by default.`,
        `Nothing in the listing says what is near it${f.city ? ` in ${f.city}` : ''}.`,
        `${Who} comparing locations will fill the gap with guesses.`,
        'The listing says nothing about what is nearby, so rivals that do win the comparison.',
      ]),
      preempt: say('p-loc', [
        'Add the neighborhood description and nearby amenities to the property.',
        'Name three places within a short drive and add a line about the street.',
        'Describe the neighborhood in a sentence and list what is close by.',
        'Add the nearest park, shops and main road to the property, with drive times.',
        'Write one line on the street and one on what is close by.',
      ]),
    });
  return out;
}

function shots(f: Facts, say: Say): string[] {
  const list: string[] = [];
  // Rents, unit counts and square footage cannot be photographed: the hero is the first visible feature.
  const top = f.highlights.find((h) => VISIBLE.has(h.key));
  list.push(
    top
      ? say('hero', [
          `Hero image: ${top.phrase}, shot in the best light of the day`,
          `Open the gallery with ${lowerFirst(top.phrase)}`,
          `First photo: ${top.phrase}, since it is what rivals lack`,
        ])
      : say('hero', [
          `Hero image: the ${f.kind === 'land' ? 'parcel from the road' : 'front of the building'} in the best light of the day`,
          `Open the gallery with the ${f.kind === 'land' ? 'view from the road' : 'exterior'}, shot in soft light`,
          `First photo: the ${f.kind === 'land' ? 'land from its best corner' : 'street view'}, in morning or evening light`,
        ]),
  );
  if (f.appliances.length)
    list.push(
      f.highlights.some((h) => h.key === 'kitchen')
        ? `Kitchen: wide shot plus details of ${listOf(f.appliances, 2)}`
        : `Details of ${listOf(f.appliances, 2)}`,
    );
  if (f.outdoor.length) list.push(`Twilight exterior with the ${f.outdoor[0].toLowerCase()} lit`);
  if (f.kind !== 'land' && f.environmental.some((e) => /view/i.test(e)))
    list.push('The view from inside, framed by a window');
  if (f.architecture.length) list.push(`Detail shots of ${listOf(f.architecture, 2)}`);
  if (f.onsite.length) list.push(`Amenities: ${joinList(f.onsite.slice(0, 3)).toLowerCase()}`);
  if (f.kind === 'land' || (f.sqft ?? 0) > 20_000 || (f.acres ?? 0) >= 1)
    list.push(
      say('drone', [
        `Drone shots that show the boundaries and access${f.environmental.length ? `, with the ${lowerFirst(f.environmental[0])}` : ''}`,
        `Aerial shots with the ${f.acres ? `${count(f.acres)} acres` : 'parcel'} outlined`,
        `A drone pass along ${f.frontage ? lowerFirst(f.frontage) : 'the boundary'}`,
      ]),
    );
  if (f.kind === 'land') {
    if (f.frontage) list.push(`The road frontage from the road, showing ${f.frontage}`);
    if (f.utilities.length)
      list.push(
        `Where the utilities are: ${utilityNames(f) || joinList(f.utilities.slice(0, 2)).toLowerCase()}`,
      );
    if (f.environmental.length)
      list.push(`Ground-level shots of ${listOf(f.environmental.map(lowerFirst), 2)}`);
    list.push(
      say('map', [
        'A map with the boundaries marked, and the survey or plat as a listing document',
        `The plat or survey${f.zoning ? ` with the ${f.zoning} zoning noted` : ''}, attached as a listing document`,
        `A marked-up map of the parcel lines${f.zoning ? ` and the ${f.zoning} zoning` : ''}, next to the survey`,
      ]),
    );
    return list;
  }
  if (f.kind === 'multi-family')
    list.push('Each unit: kitchen, living room and one bedroom, plus the exterior and parking');
  list.push(
    f.kind === 'multi-family'
      ? 'A floor plan of each unit type, since investors compare layouts and rents side by side'
      : say('plan', [
          `A measured floor plan, since ${f.words.who} compare layouts side by side`,
          `A floor plan with room sizes${f.beds ? ` for all ${count(f.beds)} bedrooms` : ''}`,
          `The floor plan, so the ${describeUnit(f, { article: false })} can be compared room for room`,
          `A measured plan with ${top ? top.label : 'each room'} marked on it`,
          'A floor plan for the listing documents, which rivals often skip',
        ]),
  );
  return list;
}

function staging(f: Facts, say: Say): string[] {
  const tips: string[] = [];
  if (f.kind === 'land') {
    const ground = f.environmental.length ? listOf(f.environmental.map(lowerFirst), 2) : '';
    return [
      say('stage-land-1', [
        'Mow or clear a walking path, and mark the corners so visitors can see the boundaries',
        `Flag the corners and clear a path from the road to a likely building site${f.environmental.length ? ` with the ${lowerFirst(f.environmental[0])}` : ''}`,
        `Clear a route through the ${f.acres ? `${count(f.acres)} acres` : 'lot'} and stake the corners`,
        `Stake the corners and mow a path to the best spot${f.environmental.length ? ` among the ${lowerFirst(f.environmental[0])}` : ''}`,
        'Clear the entrance and flag the boundary so visitors can walk it alone',
      ]),
      say('stage-land-2', [
        `Photograph in the morning or late afternoon light, with ${ground || 'the terrain'} in view`,
        `Shoot in low sun so ${ground || 'the ground'} shows its shape`,
        `Time the photos for soft light on ${ground || 'the land'}`,
        `Take the photos early or late, when ${ground || 'the ground'} casts long shadows`,
        `Shoot the ${ground || 'land'} from its highest point in soft light`,
      ]),
      say('stage-land-3', [
        'Keep a printed map and the survey at the entrance for site walks',
        `Leave a box with the survey${f.utilities.length ? ' and the utility locations' : ''} at the road`,
        'Hand every visitor a one-page map with the boundaries and access',
        'Post a sign with a QR code linking to the survey and the map',
        `Keep copies of the survey and a site map${utilityNames(f) ? ` showing the ${utilityNames(f)}` : ''} in a weatherproof box at the road`,
      ]),
    ];
  }
  if (f.kind === 'multi-family')
    return [
      say('stage-mf-1', [
        'Agree showing windows with the tenants and give the notice the leases require',
        'Set showing windows with the tenants ahead of the launch, with the notice the leases need',
        'Ask the tenants for two fixed showing windows a week, with proper notice',
        'Send the tenants the showing schedule in writing, with the notice their leases require',
        'Agree set showing times with each tenant before the listing goes live',
      ]),
      say('stage-mf-2', [
        'Photograph a vacant or freshly cleaned unit as the model',
        `Use the best-kept unit${f.renovations.length ? ` (${lowerFirst(f.renovations[0])})` : ''} as the model`,
        'Choose one unit as the model and photograph it after a clean',
        'Photograph the cleanest unit as the model, and say which unit it is',
        'Stage one unit lightly for photos, with the tenants’ agreement',
      ]),
      say('stage-mf-3', [
        'Tidy the shared areas, parking and exterior: they are the same for every unit',
        `Clean up the ${f.onsite.length ? lowerFirst(f.onsite[0]) : 'shared areas'} and the parking, which every unit shares`,
        'Fix the small things outside first: the exterior is the one view of every unit',
        'Clean the entry, the parking and the exterior; every unit shares them',
        'Sweep and tidy the shared spaces the day before each showing',
      ]),
    ];
  if (f.fixer)
    return [
      say('stage-fix-1', [
        'Clear out debris and personal items so the space and structure can be judged',
        'Empty the rooms so the structure, not the clutter, is what people see',
        'Haul out debris before photos; empty rooms show their size',
        'Remove what is left inside so the rooms can be measured and judged',
        'Clear every room down to the floor so the structure shows',
      ]),
      say('stage-fix-2', [
        'Photograph the sound parts (foundation, basement, garage) as well as the rooms that need work',
        `Show what is sound${f.parking.length ? `, including the ${lowerFirst(f.parking[0])}` : ''}, next to the rooms that need work`,
        'Give the solid parts of the house their own photos, not just the rooms that need work',
        'Photograph the foundation, basement and roof line next to the rooms that need work',
        'Give the sound parts of the house their own captions',
      ]),
      say('stage-fix-3', [
        'Leave lights on and windows uncovered where possible for showings',
        'Replace dead bulbs and uncover what windows you can before showings',
        'Light every room for showings; dark rooms read as worse than they are',
        'Open every window covering you can before a showing',
        'Bring work lights for rooms without power, so every room can be seen',
      ]),
    ];
  if (f.beds && f.beds >= 3 && !f.isRental)
    tips.push(
      say('stage-office', [
        'Stage one bedroom as a home office to show its flexibility',
        `Set up one of the ${count(f.beds)} bedrooms as an office`,
        'Show the smallest bedroom with a desk, so it reads as a workspace too',
        'Put a desk and a lamp in a spare bedroom for the photos',
        `Show the ${f.beds && f.beds >= 4 ? 'fourth' : 'third'} bedroom as a study`,
      ]),
    );
  if (f.outdoor.length)
    tips.push(
      say('stage-out', [
        `Set up the ${f.outdoor[0].toLowerCase()} as a second living area`,
        `Furnish the ${f.outdoor[0].toLowerCase()} for sitting and eating`,
        `Put seating and lights on the ${f.outdoor[0].toLowerCase()} for the twilight photos`,
        `Stage the ${f.outdoor[0].toLowerCase()} with a table set for dinner`,
        `Light the ${f.outdoor[0].toLowerCase()} for a dusk photo with the seating in place`,
      ]),
    );
  if (f.sqft && f.sqft < 1200) tips.push('Remove a third of the furniture so rooms read larger');
  tips.push(
    f.isRental
      ? say('stage-rent', [
          'Show it clean and empty or lightly furnished, with every light working',
          `Clean the ${f.noun} top to bottom and check that every light works before viewings`,
          'Leave it empty and spotless, blinds open, for every viewing',
          'Clean, empty rooms with open blinds and working lights for every viewing',
          `Have the ${f.noun} cleaned and every bulb checked before the first viewing`,
        ])
      : say('stage-sale', [
          'Clear counters and personal items; neutral linens and lighting in every room',
          `Clear surfaces so attention goes to ${leadLabel(f)}`,
          'Depersonalise, then add fresh linens and warm bulbs',
          'Take out a third of what is on shelves and counters before the photos',
          `Pack away personal items and let ${leadLabel(f)} carry the photos`,
        ]),
  );
  return tips;
}

const VISIBLE = new Set([
  'views',
  'windows',
  'outdoor',
  'environmental',
  'architecture',
  'kitchen',
  'renovations',
  'age',
  'onsite',
  'flooring',
  'frontage',
  'accessibility',
]);

const leadLabel = (f: Facts) => (f.highlights[0] ? labelOf(f.highlights[0]) : 'the rooms');

// "what is sound" reads badly mid-sentence; the agent's own words for it do not.
const labelOf = (h: Highlight) => (h.key === 'sound' ? lowerFirst(h.phrase) : h.label);

/** The listings it competes with: the search a shopper would run, and the rivals that matter most. */
function rivalSearch(f: Facts, say: Say): string[] {
  const rivals = rivalsOf(f);
  // The acreage range below replaces the parcel's own size in the search.
  const searched = f.kind === 'land' ? 'parcels' : rivals;
  const where = [f.zip ? `ZIP ${f.zip}` : '', f.city].filter(Boolean).join(' and ') || 'the same area';
  const band = f.price
    ? `${usd(f.price * 0.9)} to ${usd(f.price * 1.1)}${f.isRental ? ' a month' : ''}`
    : 'the same price band';
  const size =
    f.kind === 'land'
      ? f.acres
        ? `${count(Math.round(f.acres * 5) / 10)} to ${count(Math.round(f.acres * 20) / 10)} acres`
        : ''
      : f.sqft
        ? `${num(Math.round(f.sqft * 0.85))} to ${num(Math.round(f.sqft * 1.15))} sq ft`
        : '';
  const when = f.isRental
    ? 'leased in the last 6 months or listed now'
    : f.isComingSoon
      ? 'active now, plus what sold in the last 6 months, since those are what it will launch against'
      : f.isSold
        ? 'sold in the 6 months before this sale, and what is active now'
        : say('when', [
            'sold in the last 6 months, plus everything active, pending and expired now',
            'active and pending now, plus sales of the last 6 months and the expired listings that failed',
            `closed in the last 6 months and everything ${f.words.who} can tour this week`,
            'everything active or under contract, then six months of closed and expired listings',
          ]);
  const lines = [
    say('search', [
      `${capitalize(searched)} in ${where}, ${band}${size ? `, ${size}` : ''}`,
      `Search ${where} for ${searched}${size ? ` of ${size}` : ''} at ${band}`,
      `${capitalize(searched)} at ${band}${size ? ` with ${size}` : ''}, in ${where} first`,
    ]),
    `${capitalize(when)}`,
  ];
  // The rivals that matter share the lead feature; size and bedrooms are already in the search.
  const h =
    f.highlights[0]?.key === 'income' ? f.highlights[0] : f.highlights.find((x) => VISIBLE.has(x.key));
  if (h?.key === 'income')
    lines.push(
      say('direct', [
        'The direct rivals are the ones that publish their rents; the rest ask investors to guess',
        `Mark the ${rivals} with a rent roll: those are the ones investors will weigh against this one`,
        'Put the listings with stated rents first; only they can be compared on yield',
      ]),
    );
  else if (h)
    lines.push(
      say('direct', [
        `The direct rivals are the ones that also offer ${lowerFirst(h.phrase)}; the rest compete on price alone`,
        `Mark the comparables with ${lowerFirst(h.phrase)}: those are the listings ${f.words.who} will weigh against this one`,
        `Separate the results with ${labelOf(h)} from those without; only the first group is real competition`,
      ]),
    );
  if (f.fixer) lines.push('Keep as-is and needs-work sales apart from renovated ones');
  if (f.kind === 'multi-family')
    lines.push(
      `Buildings with ${f.units ? `${f.units} units, or one more or fewer` : 'a similar number of units'}`,
    );
  if (f.frontage) lines.push('Parcels with similar road frontage, and the interior ones it beats');
  if (f.yearBuilt && f.kind !== 'land')
    lines.push(
      say('era', [
        `Built within about 15 years of ${f.yearBuilt}`,
        `Of a similar age (${f.yearBuilt - 15} to ${f.yearBuilt + 15}), then newer ones separately`,
        `From around ${f.yearBuilt}, since age shapes what ${f.words.who} expect`,
      ]),
    );
  return lines;
}

export function writeCompetitiveAnalysis(f: Facts): string {
  const say = phraser(f);
  // The same words can rank twice (views and setting both "foothills views"); name each strength once.
  const strengths = unique(f.highlights, (h) => h.phrase.toLowerCase()).slice(0, 5);
  const weaknesses = weaknessesOf(f);
  const rivals = rivalsOf(f);
  const sections: string[] = [];
  const perSqft = f.pricePerSqft
    ? `\n- **Price per sq ft of ${usd(f.pricePerSqft)}**: ${say('ppsf', [
        `a strength if it is below the median of active competitors (${VERIFY})`,
        `an edge only if rival ${rivals} ask more per foot (${VERIFY})`,
        `check it against the median of the rivals listed below (${VERIFY})`,
        `the number ${f.words.who} divide first; compare it with active ${rivals} (${VERIFY})`,
        `worth leading with if it undercuts comparable ${rivals} (${VERIFY})`,
      ])}`
    : '';
  sections.push(
    `## ${say('h-strengths', [
      `Where it beats other ${rivals}`,
      `Strengths of this ${describeUnit(f, { article: false })} against typical competing listings`,
      `Strengths next to competing ${rivals}`,
      `What this ${f.noun} has that rivals lack`,
      'Strengths against the competition',
    ])}\n\n${
      strengths.length
        ? strengths.map((h) => `- **${capitalize(h.phrase)}**: ${why(h, f, say)}`).join('\n')
        : '- No standout features in the property data yet. Add features, updates and outdoor spaces so the strengths can be named.'
    }${perSqft}`,
  );
  sections.push(
    `## Weaknesses to pre-empt\n\n${
      weaknesses.length
        ? weaknesses.map((w) => `- **${w.title}.** ${w.detail} *Pre-empt:* ${w.preempt}`).join('\n')
        : `- ${say('no-gap', [
            'The property data shows no obvious gap; compare condition and price per sq ft with active listings.',
            `Nothing in the data stands out as a gap; walk two rival ${rivals} to see what they do better.`,
            `No weakness shows in the data; the risk is a rival ${f.noun} at a lower price per sq ft, so check the actives.`,
            'No gap in the data itself; condition and price per sq ft against the actives will show any.',
          ])}`
    }`,
  );
  const lead = strengths.slice(0, 3);
  const leadNote = lead.length
    ? say('lead-note', [
        'Use them in this order in the first photo, the first line of the remarks and the first line of every post.',
        `Open the remarks, the gallery and every post with ${labelOf(lead[0])}, then the rest in this order.`,
        `Put ${labelOf(lead[0])} first everywhere: hero photo, first line of the remarks, first line of each post.`,
        `Keep this order in the photos and the copy, so the first thing seen is ${labelOf(lead[0])}.`,
        `Rivals lead with their own best feature; lead with ${labelOf(lead[0])} in every photo set and post.`,
      ])
    : `Lead with what the data supports, and add features so a stronger lead can be named.`;
  sections.push(
    `## Differentiators to lead with\n\n${
      lead.length
        ? lead.map((h, i) => `${i + 1}. ${capitalize(h.phrase)}`).join('\n')
        : `1. ${f.summary || `The ${f.noun} itself`}${f.cityState ? ` in ${f.cityState}` : ''}`
    }\n\n${leadNote}`,
  );
  sections.push(
    `## Staging and photography\n\n**Shot list**\n${shots(f, say)
      .map((s) => `- ${s}`)
      .join('\n')}\n\n**Staging**\n${staging(f, say)
      .map((s) => `- ${s}`)
      .join('\n')}`,
  );
  sections.push(
    `## ${say('h-rivals', [
      `Competing listings to pull (${VERIFY})`,
      `The rivals to pull (${VERIFY})`,
      `Which ${rivals} to compare (${VERIFY})`,
      `Comparables to pull (${VERIFY})`,
      `The competition to pull from the MLS for this ${describeUnit(f, { article: false })}`,
    ])}\n\n${rivalSearch(f, say)
      .map((c) => `- ${c}`)
      .join('\n')}`,
  );
  return `${sections.join('\n\n')}${agentNotes(f)}`;
}
