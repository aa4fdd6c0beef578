import { sharedAmenities, utilityNames } from '../audience-phrasing.ts';
import { agentNotes, describeUnit, emphasisLines, type Facts, type Highlight } from '../facts.ts';
import { assumptionsFor, ownershipCost } from '../finance.ts';
import { phraser, phrasing } from '../phrasing.ts';
import {
  articleFor,
  capitalize,
  count,
  joinList,
  joinPhrases,
  lowerFirst,
  num,
  percent,
  plural,
  splitSentences,
  usd,
} from '../text-tools.ts';
import { searchNoun } from './keywords.ts';
import { VERIFY } from './market-analysis.ts';

// The objections this property will meet (price, HOA, age, size, location, condition, from the data),
// each with an honest answer and a next step. The objections are voiced the way people raise them
// about this listing (its price, its features, the places near it), and every answer and next step
// names what this listing has, so two listings' scripts read differently.

type Objection = { objection: string; answer: string; next: string };

// "what is sound" reads badly mid-sentence; the agent's own words for it do not.
const labelOf = (h: Highlight) => (h.key === 'sound' ? lowerFirst(h.phrase) : h.label);

const firstSentence = (text: string) => (splitSentences(text)[0] ?? '').replace(/[.!]+$/, '');

export function objectionsFor(f: Facts): Objection[] {
  const say = phraser(f);
  // What searchers call it ("estate", "fixer upper house", "triplex"): the answers name it too.
  const exact = searchNoun(f);
  // The listing's own name for itself: "the bungalow", "the triplex", "the 2.5-acre parcel".
  const subject = phrasing(f).short;
  const out: Objection[] = [];
  const what = describeUnit(f);
  // "a bungalow", "a triplex" when the listing has a more exact name than its type.
  const named = subject === `the ${f.noun}` ? what : `${articleFor(subject.slice(4))} ${subject.slice(4)}`;
  const similar = plural(describeUnit(f, { article: false }));
  const top = f.highlights[0];
  const second = f.highlights[1];
  const place = f.city ? ` in ${f.city}` : '';
  const deals = f.isRental ? 'leases' : 'sales';

  if (f.price) {
    const perAcre = f.kind === 'land' && f.acres ? f.price / f.acres : null;
    out.push({
      objection: f.isRental
        ? say('price-q', [
            `"${f.priceText} is more than we planned to spend each month."`,
            `"We have seen ${plural(f.noun)} for less than ${f.priceText}."`,
            `"The rent is high for ${what}."`,
            `"Why ${f.priceText} when other ${plural(f.noun)}${place} ask less?"`,
            `"That rent leaves little room in our budget."`,
          ])
        : say('price-q', [
            perAcre ? `"${usd(perAcre)} an acre is more than land around here goes for."` : '',
            f.fixer ? `"${f.priceText} is a lot for a ${f.noun} that needs this much work."` : '',
            f.kind === 'multi-family' ? `"At ${f.priceText} the rents do not cover the payment."` : '',
            f.luxury ? `"Similar ${similar}${place} have sold for less."` : '',
            `"${f.priceText} is more than we expected for ${named}."`,
            `"We have seen ${similar}${place} priced lower."`,
            `"The price is too high for ${what}."`,
            top ? `"We like ${lowerFirst(top.phrase)}, but not at ${f.priceText}."` : '',
          ]),
      answer: [
        f.pricePerSqft
          ? say('price-a1', [
              `At ${f.priceText} this ${exact} works out to ${usd(f.pricePerSqft)} per sq ft.`,
              `${f.priceText} for ${articleFor(num(f.sqft ?? 0))} ${num(f.sqft ?? 0)} sq ft ${exact} is ${usd(f.pricePerSqft)} per sq ft, the figure to compare.`,
              `Per square foot, this ${exact} at ${f.priceText} comes to ${usd(f.pricePerSqft)}.`,
              `Divide ${f.priceText} by the ${num(f.sqft ?? 0)} sq ft and the ${exact} costs ${usd(f.pricePerSqft)} a foot.`,
              `The price per sq ft of this ${exact} is ${usd(f.pricePerSqft)}, which is where a fair comparison starts.`,
            ])
          : perAcre
            ? `${f.priceText} for ${count(f.acres ?? 0)} acres is ${usd(perAcre)} an acre.`
            : '',
        top
          ? say('price-a2', [
              `Compare it with recent ${deals} of ${similar}, adjusted for ${joinPhrases([top.phrase, second?.phrase ?? ''])}.`,
              `A ${f.words.one} who weighs ${labelOf(top)} should count how many ${similar}${place} at this ${f.isRental ? 'rent' : 'price'} offer ${lowerFirst(top.phrase)}.`,
              `Other ${similar} may ask less, but check whether they come with ${lowerFirst(top.phrase)}.`,
              `What the ${f.isRental ? 'rent' : 'price'} buys here is ${lowerFirst(top.phrase)}${second ? ` and ${lowerFirst(second.phrase)}` : ''}; put that next to what cheaper listings offer.`,
              `Adjust every cheaper comparable for ${labelOf(top)}${second ? ` and ${labelOf(second)}` : ''} before calling the ${f.isRental ? 'rent' : 'price'} high.`,
            ])
          : say('price-a2', [
              `The fair comparison is against recent ${deals} of ${similar}, adjusted for condition.`,
              `Compare it only with ${similar} in the same condition, not with the cheapest listing in the search.`,
              `A lower asking price elsewhere often hides work or a smaller ${f.kind === 'land' ? 'parcel' : 'floor plan'}; compare like with like.`,
              `Judge it against ${deals} of similar ${plural(f.noun)}${place} rather than against asking prices.`,
              `Asking prices mislead; closed ${deals} of ${similar} are the honest yardstick.`,
            ]),
      ]
        .filter(Boolean)
        .join(' '),
      next: say('price-n', [
        `Share three comparables side by side with this ${exact} (${VERIFY}) and ask which one they see as the better value, and why.`,
        `Print the closest three ${deals} (${VERIFY}) with ${top ? labelOf(top) : 'the condition'} marked on each, and go through them together.`,
        `Ask what price they had in mind, then show the ${deals} (${VERIFY}) that support or challenge it.`,
        `Send a one-page comparison of ${subject} and its nearest competitors (${VERIFY}), with the differences in ${top ? labelOf(top) : 'condition'} spelled out.`,
        `Pull the ${f.isRental ? 'leases' : 'closed sales'} of the last six months for ${similar}${place} (${VERIFY}) and let the numbers answer.`,
      ]),
    });
  }
  if (f.hoaMonthly) {
    const shared = sharedAmenities(f);
    const covers = shared.length ? joinList(shared.slice(0, 2).map(lowerFirst)) : '';
    out.push({
      objection: say('hoa-q', [
        `"The HOA dues of ${usd(f.hoaMonthly)}/mo are a lot."`,
        `"${usd(f.hoaMonthly)} a month in dues on top of the mortgage adds up."`,
        `"We do not want to pay an association every month."`,
        `"What do we get for ${usd(f.hoaMonthly)} a month in HOA dues?"`,
        `"The dues make it more expensive than a ${f.noun} without an HOA."`,
      ]),
      answer: `${say('hoa-a', [
        `Dues pay for things the owner of ${articleFor(exact)} ${exact} would otherwise pay for separately.`,
        `${usd(f.hoaMonthly)} a month is ${usd(f.hoaMonthly * 12)} a year, set against the upkeep the association takes on.`,
        `The dues replace bills an owner without an association pays alone, from shared repairs to insurance on common parts.`,
        `An association fee is only high if it buys little; the budget shows what it buys.`,
        `Part of the dues goes to reserves, which is what keeps special assessments away.`,
      ])}${covers ? ` Check in the HOA budget whether they cover the ${covers}.` : ''}`,
      next: say('hoa-n', [
        'Provide the HOA budget, reserve study and what the dues include, and ask which of those services they would use.',
        `Send the association's budget and the last two years of minutes, with the amenities${covers ? ` (${covers})` : ''} priced as if paid for privately.`,
        'Ask the management company for the dues history and any planned assessments, and share both.',
        'Show the payment with and without the dues next to a comparable without an HOA, so the difference is a number, not a feeling.',
        'Highlight in the HOA documents what the dues cover, and offer a call with the manager.',
      ]),
    });
  }
  if (f.fixer && !f.isRental) {
    const sound = splitSentences(f.description).find((x) =>
      /\b(solid|sound|foundation|roof|furnace|basement|brick)\b/i.test(x),
    );
    const work = splitSentences(f.description).find((x) => /\b(needs?|boarded|updates?|repairs?)\b/i.test(x));
    out.push({
      objection: say('fixer-q', [
        '"It needs too much work."',
        `"We cannot take on ${work ? 'all that work' : 'a renovation'} and a mortgage at once."`,
        '"We do not know what the repairs will really cost."',
        '"It is more of a project than we were looking for."',
        '"What if the work turns up something worse?"',
      ]),
      answer: [
        say('fixer-a1', [
          `The price reflects the condition${f.priceText ? ` (${f.priceText})` : ''}.`,
          `At ${f.priceText ?? 'this price'} the condition is already in the number.`,
          `Nobody is asking a finished-${f.noun} price: ${f.priceText ?? 'the price'} assumes the work.`,
          `${f.priceText ?? 'The price'} leaves the budget for the work rather than for a finished ${f.noun}.`,
          `The listing is priced as a project${f.priceText ? ` at ${f.priceText}` : ''}, not as a move-in ${f.noun}.`,
        ]),
        sound
          ? `${sound.replace(/\.$/, '')}, so the work is ${say('fixer-a2', ['mostly inside', 'about finishes and systems', 'where a budget can see it'])}.`
          : '',
        say('fixer-a3', [
          'The question is the cost of the work against the value once finished.',
          'What matters is the cost of the work next to what finished homes nearby sell for.',
          'With a contractor bid in hand, the risk becomes a number.',
          'Renovation loans can fold the work into one mortgage.',
          'Every dollar of work should be checked against what the finished house would be worth.',
        ]),
      ]
        .filter(Boolean)
        .join(' '),
      next: say('fixer-n', [
        'Walk it with a contractor for a written estimate, and introduce a lender who offers renovation loans.',
        'Book a contractor walk-through before the offer, and get the bid room by room.',
        `Introduce a lender who writes renovation loans so they can see the purchase and the work${work ? ` (${lowerFirst(work.replace(/\.$/, ''))})` : ''} in one payment.`,
        'Offer an inspection contingency, and send two contractor bids so the offer starts from real numbers.',
        'Share a list of local contractors and a renovation lender, and schedule a second visit with one of them.',
      ]),
    });
  }
  if (f.kind === 'multi-family' && !f.isRental)
    out.push({
      objection: say('rents-q', [
        '"Are the rents at market, and who are the tenants?"',
        '"Can the rents go up, or are they already stretched?"',
        '"How do we know the rents will hold?"',
        '"What happens when the current leases end?"',
        '"Are these rents real, and are they paid on time?"',
      ]),
      answer: f.unitRents.length
        ? `${say('rents-a', [
            `Current rents are ${f.unitRents.map((r) => usd(r)).join(', ')} a month.`,
            `The ${numberOfUnits(f)} units bring in ${f.unitRents.map((r) => usd(r)).join(', ')} a month today.`,
            `Today's rent roll reads ${f.unitRents.map((r) => usd(r)).join(', ')} a month.`,
            /\bleased\b/i.test(f.description)
              ? `The units are leased, at ${f.unitRents.map((r) => usd(r)).join(', ')} a month.`
              : '',
            `The stated rents are ${f.unitRents.map((r) => usd(r)).join(', ')} a month, one per unit.`,
          ])} Compare them with leases of similar units nearby (${VERIFY}). Who the tenants are is not a selling point; what matters are the lease terms and the payment history.`
        : 'The property data does not state the rents yet. Share the rent roll and leases before the first showing.',
      next: say('rents-n', [
        'Send the rent roll, lease end dates and the last 12 months of expenses.',
        'Share the leases and 12 months of deposits so the rents can be traced to the bank.',
        'Send the rent roll with lease end dates, and a list of rents for similar units nearby.',
        'Offer estoppel letters from the tenants once under contract, and the rent roll now.',
        'Put the rent roll, the expense history and the lease end dates in one packet.',
      ]),
    });
  if (f.isRental) {
    const terms = [
      ...splitSentences(f.description).filter((x) =>
        /\b(lease|available|includ\w*|deposit|pets?)\b/i.test(x),
      ),
      ...f.customFields.filter(([k]) => /pet|deposit|lease|utilit/i.test(k)).map(([k, v]) => `${k}: ${v}.`),
    ].join(' ');
    out.push({
      objection: say('lease-q', [
        '"What are the lease terms?"',
        '"What are we signing up for?"',
        '"What does the rent actually include?"',
        '"Can we get the terms in writing first?"',
        '"How long is the lease, and what does it cover?"',
      ]),
      answer:
        terms ||
        'The property data does not state the lease terms yet; confirm them with the owner before answering.',
      next: say('lease-n', [
        'Send the lease terms in writing with the application link.',
        'Email a summary of the lease with the application, and offer to walk through it on a call.',
        'Send a sample lease so they can read it before applying.',
        'Put the move-in costs and lease terms on one page with the application link.',
        'Reply with the terms point by point, then the application link.',
      ]),
    });
  }
  if (f.kind === 'land')
    out.push({
      objection: say('util-q', [
        '"What would it cost to get utilities and a driveway in?"',
        `"How much to bring power and water to the building site?"`,
        `"We cannot price the lot until we know the site work."`,
        `"What is really at the ${f.frontage ? 'road' : 'street'}, and what still has to be brought in?"`,
        `"Utilities could cost more than the ${f.noun} itself."`,
      ]),
      answer: f.utilities.length
        ? `${say('util-a', [
            `What is there now: ${joinList(f.utilities.map((u) => u.toLowerCase()))}.`,
            `The data says ${joinList(f.utilities.map((u) => u.toLowerCase()))}.`,
            `${capitalize(joinList(f.utilities.map((u) => u.toLowerCase())))}: that much is already in place.`,
            `Already available: ${joinList(f.utilities.map((u) => u.toLowerCase()))}.`,
            `The starting point is ${joinList(f.utilities.map((u) => u.toLowerCase()))}.`,
          ])} ${say('util-a2', [
            'Costs to extend them depend on the building site and the providers.',
            utilityNames(f)
              ? `How far the house sits from the ${utilityNames(f)} decides most of the cost.`
              : '',
            'The providers quote the connection once a building site is chosen.',
            'A site close to the road keeps the trenching short.',
            'Connection fees vary by provider, so quotes beat guesses.',
          ])}`
        : 'The property data does not say which utilities reach the land; find out before answering.',
      next: say('util-n', [
        'Get quotes from the electric and water providers, or introduce a local builder to estimate site work.',
        'Ask the utility providers for connection quotes to a likely building site.',
        'Introduce a builder who can walk the land and estimate driveway and utility runs.',
        'Mark a likely building site and send it to the providers for a written quote.',
        'Share the contacts of the local providers and a site-work contractor.',
      ]),
    });
  if (f.yearBuilt && f.yearBuilt < 1995 && !f.isRental && !f.fixer) {
    const record = f.maintenance ? firstSentence(f.maintenance) : '';
    out.push({
      objection: say('age-q', [
        `"It was built in ${f.yearBuilt}. What will break?"`,
        `"A ${f.yearBuilt} ${f.noun} will need work soon."`,
        `"We worry about old systems in a ${f.yearBuilt} build."`,
        `"Newer ${plural(f.noun)} will cost less to keep up."`,
        `"How much life is left in a ${f.noun} from ${f.yearBuilt}?"`,
      ]),
      answer: f.renovations.length
        ? `${say('age-a', ['Key updates are already done', 'The big items have been addressed', 'Much of the work has been done', 'Updates so far', 'Already replaced or updated'])}: ${joinList(f.renovations.slice(0, 3).map(lowerFirst))}.${record ? ` ${record}.` : ''}`
        : record
          ? `${record}. Age matters less than upkeep, and the records show it.`
          : say('age-a', [
              'Age matters less than upkeep. The right question is the age and condition of the roof, HVAC, water heater and electrical panel.',
              `A ${f.yearBuilt} build is only a risk where the roof, HVAC, water heater and panel are original; find out which are.`,
              'Upkeep, not the build year, decides what breaks; the roof, HVAC, water heater and electrical panel tell the story.',
              `Many ${f.yearBuilt} ${plural(f.noun)} have had their systems replaced; ask the seller for the dates before answering.`,
              'The build year says little until the ages of the roof, HVAC, water heater and panel are known.',
            ]),
      next: f.inspections
        ? `Share the inspection findings: ${firstSentence(f.inspections)}.`
        : say('age-n', [
            'Offer a pre-listing inspection report, or suggest their inspector look at the major systems first.',
            'Ask the seller for the ages of the roof, HVAC and water heater, and send them on.',
            'Suggest a home warranty for the first year and share what it would cost.',
            'Offer a second visit with their inspector before the offer.',
            'Collect the service receipts the seller has and put them in the disclosure packet.',
          ]),
    });
  }
  if (
    f.kind !== 'land' &&
    f.kind !== 'multi-family' &&
    !f.fixer &&
    ((f.sqft && f.sqft < 1400) || (f.beds !== null && f.beds <= 2))
  )
    out.push({
      objection: say('small-q', [
        '"It is too small for us."',
        `"${f.sqft ? `${num(f.sqft)} sq ft` : 'The floor plan'} feels tight."`,
        `"Where would everything go in ${f.beds ? `${count(f.beds)} bedrooms` : 'this space'}?"`,
        '"We need more room than this."',
        `"The ${f.noun} is smaller than others we have seen."`,
      ]),
      answer: `${f.summary ? `At ${f.summary}, ` : ''}${say('small-a', [
        'the question is how the space is used.',
        'how each room works matters more than the total.',
        'a furniture plan answers more than the square footage.',
        'the layout decides whether it feels small.',
        'every room has to earn its place, and here they can.',
      ])} ${f.outdoor.length ? `Outdoor space (${joinList(f.outdoor.slice(0, 2).map(lowerFirst))}) adds room in good weather. ` : ''}${f.onsite.length ? `Shared amenities (${joinList(f.onsite.slice(0, 2).map(lowerFirst))}) take pressure off the floor plan.` : `A smaller ${f.noun} also costs less to heat, cool and maintain.`}`,
      next: say('small-n', [
        'Walk through how they would furnish each room using the floor plan, and note which needs it meets and which it does not.',
        'Send the floor plan with room sizes and ask them to place their largest pieces.',
        'Show it again with a tape measure and their furniture list.',
        `List what they need room for, and match each need to a room in the ${f.noun}.`,
        'Share staged photos of the main room and the measured plan.',
      ]),
    });
  if (f.beds && f.baths && f.beds >= 3 && f.baths < 2 && !f.isRental && f.kind !== 'multi-family')
    out.push({
      objection: `"Only ${count(f.baths)} bathroom for ${count(f.beds)} bedrooms."`,
      answer: say('bath-a', [
        'That is a real limit for busy mornings. Whether a second bathroom can be added depends on the plumbing and the space.',
        `It is a real trade-off in a ${count(f.beds)}-bedroom ${f.noun}; the plumbing and a spare corner decide whether a half bath can go in.`,
        'True, and worth pricing: a half bath near the existing plumbing is often the simplest fix.',
        'One bathroom is the weak point here; a contractor can say where a second would fit.',
        'Agreed, it is tight; the fix is a second bathroom, and its cost belongs in the offer.',
      ]),
      next: say('bath-n', [
        'Get a contractor estimate for a half bath so the buyer can price the fix into the offer.',
        'Ask a plumber where a half bath could go and what it would cost.',
        'Bring a contractor to the second showing to look at space for a half bath.',
        'Price a half bath and include the figure in the offer discussion.',
        'Sketch the likely spot for a second bathroom on the floor plan and get a quote.',
      ]),
    });
  if (!f.parking.length && f.kind !== 'land')
    out.push({
      objection: say('park-q', [
        '"Where do we park?"',
        '"Is there any parking with it?"',
        '"We need to know about parking first."',
        `"Parking${place} can be hard; what comes with this ${f.noun}?"`,
        '"Does it have a garage or a driveway?"',
      ]),
      answer: say('park-a', [
        'The property data does not describe the parking yet, so answer only with what you can confirm on site.',
        'Confirm the parking on site before answering; the listing does not say yet.',
        'The listing is silent on parking, so check the garage, driveway or permits before you reply.',
        'Nothing in the data covers parking yet; find out first.',
        'Parking is not in the property data, so only answer with what you have seen.',
      ]),
      next: say('park-n', [
        'Add the parking details (garage, driveway, permits) to the property and send them on.',
        'Ask the owner about parking and street permits, then update the listing.',
        'Check the street permit rules with the city and add them to the listing.',
        'Photograph the parking and add it to the property before the next showing.',
        'Confirm the parking in writing and send it with the disclosures.',
      ]),
    });
  const story = f.neighborhood ? firstSentence(f.neighborhood) : '';
  const near = f.nearby.slice(0, 4);
  // A place to spend time in, not a bus line or a highway.
  const destination = near.find(
    (n) => !/\b(bus|line|rail|train|station|highway|freeway|interstate|i-\d+)\b/i.test(n),
  );
  out.push({
    objection: near.length
      ? say('area-q', [
          `"How far is it really to ${near[0]}?"`,
          `"We do not know ${f.place} well."`,
          `"Is ${near[near.length - 1]} close enough to matter?"`,
          `"What is the way to ${near[1] ?? near[0]} like day to day?"`,
          `"We are not sure ${f.place} is the right location for us."`,
        ])
      : say('area-q', [
          `"We do not know the area around the ${f.noun}."`,
          `"What is around the ${f.noun}?"`,
          `"We have never spent time in ${f.place}."`,
          '"What is nearby?"',
          `"We are not sure about the location of ${what}."`,
        ]),
    answer:
      story || near.length
        ? `${story ? `${story}. ` : ''}${near.length ? say('area-a', [`Close by: ${joinList(near)}.`, `Nearby are ${joinList(near)}.`, `${capitalize(joinList(near))} are close.`, `Within reach: ${joinList(near)}.`, `The listing names ${joinList(near)} nearby.`]) : ''}`.trim()
        : say('area-a', [
            'Describe the area only from what you can verify; the property data has no neighborhood details yet.',
            `Answer with what you know of ${f.place} first-hand; the listing has no neighborhood notes yet.`,
            'Stick to facts you can check; nothing about the surroundings is in the data.',
            `Nothing about the surroundings is in the property data yet, so speak only to what you have seen of ${f.place}.`,
            'Keep to what can be verified on a drive; the data says nothing about the area yet.',
          ]),
    next: near.length
      ? say('area-n', [
          `Offer a drive to ${near[0]} at the time of day they would make the trip, and send links to the places named.`,
          `Map the routes to ${joinList(near.slice(0, 2))} and send them with drive times checked at peak hours.`,
          `Meet them at ${near[0]} and drive from there to the ${f.noun}.`,
          `Send a short video of the drive from ${near[0]}.`,
          destination
            ? `Suggest they spend an hour at ${destination} before the next ${f.words.visit}, then come by.`
            : '',
        ])
      : say('area-n', [
          'Offer a drive of the neighborhood at the time of day they would commute, and add the nearby amenities to the property.',
          `Add what is near the ${f.noun} to the property data, and offer a drive around ${f.place}.`,
          'Drive the area with them at the hour they would travel, then note the nearby places in the listing.',
          `Record a short drive around the ${f.noun} and add the nearby places to the listing.`,
          'List the shops, parks and routes nearby in the property, and send them a map.',
        ]),
  });
  if (f.price && !f.isRental && !f.isSold) {
    const a = assumptionsFor(f);
    const o = ownershipCost(f.price, f, a);
    const rate = `${percent(a.interestRate, 2)} (assumed; a lender will quote today's rate)`;
    const down = percent(a.downPaymentShare, 0);
    // Financing the agent asked to mention ("cash or renovation loans") belongs with the rate question.
    const financing = emphasisLines(f).find((l) => /^Financing:/.test(l)) ?? '';
    // The loan this listing calls for shapes the honest answer more than the rate does.
    const loan = loanFor(f);
    out.push({
      objection: say('rate-q', [
        '"We will wait for rates to come down."',
        `"Rates are too high to buy a ${f.noun} right now."`,
        top ? `"We like ${labelOf(top)}, but not at today's rates."` : '',
        `"The payment on ${f.priceText} is too much at today's rates."`,
        '"We would rather wait and see where rates go."',
        `"Maybe next year, when a ${f.noun} loan is cheaper."`,
      ]),
      answer: `${say('rate-a', [
        `At ${rate} with ${down} down, principal and interest on the ${f.priceText} ${exact} are about ${usd(o.principalInterest)}/mo.`,
        `With ${down} down at ${rate}, this ${exact} at ${f.priceText} means roughly ${usd(o.principalInterest)}/mo in principal and interest.`,
        `Roughly ${usd(o.principalInterest)}/mo covers principal and interest on this ${exact} at ${f.priceText}, at ${rate} and ${down} down.`,
        `Run it for this ${exact}: ${f.priceText}, ${down} down, ${rate}, about ${usd(o.principalInterest)}/mo before taxes and insurance.`,
        `Principal and interest on this ${exact} come to about ${usd(o.principalInterest)}/mo at ${f.priceText} with ${down} down at ${rate}.`,
      ])} ${
        f.kind === 'multi-family' && f.monthlyRent
          ? `The stated rents of ${usd(f.monthlyRent)}/mo go against that payment.`
          : loan
            ? say('rate-b', loan.answer)
            : say('rate-b', [
                `If rates fall later, refinancing is an option; the ${f.noun} may not be.`,
                `A lower rate later can be refinanced; ${top ? lowerFirst(top.phrase) : `this ${f.noun}`} cannot be bought later.`,
                'Waiting also means more competition if rates drop.',
                `Rates can be changed later; the purchase price of this ${f.noun} cannot.`,
                'A seller-paid buydown can bring the first years down.',
              ])
      }`,
      next: `${financing ? `${financing} ` : ''}${say('rate-n', [
        ...(loan?.next ?? []),
        'Introduce a lender to run their actual numbers, including a rate buydown if the seller would contribute.',
        'Set up a call with a lender for a written estimate at today’s rate.',
        `Ask a lender to compare buying now at ${f.priceText} with waiting a year at a lower rate and a higher price.`,
        'Ask whether the seller would contribute to a rate buydown, and have a lender show what it saves.',
        'Send a payment table at three rates so they can see what a drop would change.',
      ])}`,
    });
  }
  if ((f.kind === 'condo' || f.kind === 'townhouse') && !f.isRental)
    out.push({
      objection: say('rules-q', [
        '"We do not want association rules."',
        '"What can the HOA stop us from doing?"',
        `"We worry about rules on pets and renovations."`,
        `"Living under an association is not for us."`,
        '"Can we rent it out or remodel it later?"',
      ]),
      answer: say('rules-a', [
        'Rules protect the value of shared spaces; what matters is whether these rules fit how they live.',
        `Every ${f.noun} community has rules; the question is whether these particular ones get in the way.`,
        'The rules that matter are usually on rentals, pets and exterior changes; read those first.',
        `${sharedAmenities(f).length ? `The same rules keep the ${joinList(sharedAmenities(f).slice(0, 2).map(lowerFirst))} in shape; ` : ''}they are in writing and can be read before an offer.`,
        'The documents spell out every rule, so there is nothing to guess.',
      ]),
      next: say('rules-n', [
        'Send the CC&Rs with the sections on pets, rentals and renovations highlighted.',
        'Highlight the rules on pets, rentals and renovations in the CC&Rs and send them.',
        'Ask the management company for a summary of the rules, and share it.',
        'Offer the CC&Rs and the last meeting minutes for review during the option period.',
        'Send the rules on one page, with the full CC&Rs attached.',
      ]),
    });
  if (f.kind === 'land') {
    const facts = [
      f.acres ? `${count(f.acres)} acres` : f.sqft ? `${num(f.sqft)} sq ft` : '',
      f.zoning ? `zoned ${f.zoning}` : '',
      ...splitSentences(f.description)
        .filter((x) => /restrict/i.test(x))
        .map((x) => x.replace(/\.$/, '').toLowerCase()),
    ]
      .filter(Boolean)
      .join(', ');
    out.push({
      objection: say('build-q', [
        '"We do not know what we can build."',
        `"What is allowed on ${f.acres ? `${count(f.acres)} acres` : 'a lot this size'}?"`,
        '"Could we put a house and a shop on it?"',
        `"What would the ${f.zoning ? 'zoning' : 'county'} let us build?"`,
        `"How big a house fits on ${f.acres ? `${count(f.acres)} acres` : f.lotSqft || f.sqft ? `${num(f.lotSqft ?? f.sqft ?? 0)} sq ft` : 'this lot'}?"`,
      ]),
      answer: `${capitalize(facts) || 'The data does not state the zoning yet'}. ${say('build-a', [
        'Buildable area depends on setbacks and local rules.',
        'Setbacks and local rules decide the footprint.',
        `What fits ${f.environmental.length ? `around ${lowerFirst(f.environmental[0])}` : 'on it'} depends on setbacks, easements and permits.`,
        `The exact footprint comes from the setbacks${f.zoning ? ` of ${f.zoning} zoning` : ''}, which the city or county can confirm.`,
        `A survey with setbacks drawn in shows what fits${f.frontage ? `, and ${lowerFirst(f.frontage)} sets the access` : ''}.`,
      ])}`,
      next: say('build-n', [
        'Share the survey and a zoning summary from the city, or introduce a local builder for a feasibility look.',
        'Ask the planning office for the setbacks and permitted uses in writing, and send them on.',
        'Introduce a builder who can sketch a footprint on the survey.',
        'Send the plat and the zoning rules, with the setbacks marked.',
        'Book a site walk with a builder or architect before the offer.',
      ]),
    });
  }
  return out;
}

/** What financing this kind of listing needs, in a few phrasings, or null for an ordinary mortgage. */
function loanFor(f: Facts): { answer: string[]; next: string[] } | null {
  if (f.kind === 'land')
    return {
      answer: [
        'Land loans often ask for more down; a lender can say how much.',
        'Cash buyers skip the question; others should ask a lender about land loan terms.',
        'A lot loan now and a construction loan later can be refinanced together once the house is built.',
        'Local banks and credit unions often lend on land when national lenders will not.',
        `A land loan on ${f.acres ? `${count(f.acres)} acres` : 'a lot'} prices differently from a mortgage; ask before assuming.`,
      ],
      next: ['Introduce a local bank or credit union that writes lot and land loans.'],
    };
  if (f.fixer)
    return {
      answer: [
        'A renovation loan can finance the purchase and the work in one payment.',
        'Financing the work with the purchase often matters more than the rate itself.',
        'With a renovation loan, the rate covers the repairs too, not just the price.',
        'The bigger question is how to pay for the work, and a renovation loan answers it.',
        `At ${f.priceText}, the work may cost more than the rate difference.`,
      ],
      next: [
        'Introduce a lender who writes renovation loans and can price the purchase and the work together.',
      ],
    };
  if (f.kind === 'multi-family')
    return {
      answer: [
        'Living in one unit can open owner-occupied loan terms for two to four units; a lender can confirm.',
        'Investor loans price on the rent roll as much as on the rate.',
        `The rent roll${f.monthlyRent ? ` (${usd(f.monthlyRent)}/mo)` : ''} counts toward qualifying with many lenders.`,
        'Investor loans cost more than owner-occupied ones, so the choice matters more than the rate.',
        'A lower rate later can be refinanced; the rents start now.',
      ],
      next: ['Introduce a lender who finances two- to four-unit buildings, owner-occupied and investor.'],
    };
  if (f.kind === 'condo' || f.kind === 'townhouse')
    return {
      answer: [
        `Some lenders review the association before they lend on a ${f.noun}; ask early.`,
        `The dues count in the payment lenders approve${f.hoaMonthly ? `, ${usd(f.hoaMonthly)}/mo here` : ''}.`,
        `Rates can be refinanced later; a ${f.noun} in this community may not come up again soon.`,
        `Waiting for a lower rate can mean a higher price for ${plural(f.noun)} here.`,
        'The association’s finances can affect the loan terms; get them early.',
      ],
      next: [`Introduce a lender who knows the association's approval status for ${plural(f.noun)}.`],
    };
  if (f.price && f.price >= 1_000_000)
    return {
      answer: [
        'At this price a jumbo loan applies, and jumbo rates and down payments vary more between lenders.',
        'Jumbo lenders differ widely at this price; shopping the loan can matter as much as waiting.',
        'Jumbo rates move differently from ordinary mortgages; a lender can show how.',
        'Buyers at this price often mix cash and a jumbo loan; the rate applies to less of the price.',
        `A lower rate later can be refinanced; ${f.highlights[0] ? lowerFirst(f.highlights[0].phrase) : `this ${f.noun}`} cannot be found again.`,
      ],
      next: ['Introduce two jumbo lenders so the rates can be compared side by side.'],
    };
  return null;
}

function numberOfUnits(f: Facts): string {
  return count(f.units ?? f.unitRents.length);
}

export function writeObjectionHandling(f: Facts): string {
  const say = phraser(f);
  const body = objectionsFor(f)
    .map((o) => `### ${o.objection}\n\n**Honest answer:** ${o.answer}\n\n**Next step:** ${o.next}`)
    .join('\n\n');
  const where = f.address || `this ${f.noun}`;
  // A sold listing has no buyers left to push back: the answers are for the next sellers nearby and
  // the buyers of similar homes.
  const heading = f.isSold
    ? say('title-sold', [
        `Questions the next sellers near ${where} will ask`,
        `What buyers of similar ${plural(f.noun)} will ask after the sale of ${where}`,
        `Objections the next listings near ${where} will meet`,
      ])
    : say('title', [
        `Objections ${where} will meet`,
        `What ${f.words.who} will push back on about ${phrasing(f).short} at ${where}`,
        `Objections to expect for ${phrasing(f).short} at ${where}`,
        f.highlights[0]
          ? `What ${f.words.who} will weigh against ${lowerFirst(f.highlights[0].phrase)} at ${where}`
          : `Objections to the ${describeUnit(f, { article: false })} at ${where}`,
        `What ${f.words.who} of ${describeUnit(f)} will question at ${where}`,
      ]);
  return `## ${heading}\n\n${body}${agentNotes(f)}`;
}
