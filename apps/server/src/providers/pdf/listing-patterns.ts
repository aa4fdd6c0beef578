import type { FieldKey } from './listing-vocabulary.ts';

// The patterns the built-in extractor shares between its steps: list bullets, phone numbers, email
// addresses, amounts, agency names and contact lead-ins.

/** The date and time a browser prints in a page's header ("10/2/2025, 11:18:42 AM", "11/3/24, 10:56 AM"). */
export const PRINT_STAMP = /^\d{1,2}\/\d{1,2}\/\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM)?$/i;
export const BULLET = /^(?:[•●▪■◦‣∙·*►✓✔]|[-–—](?=\s))\s*/;
export const INLINE_BULLET = /(?<!\s)\s+[•●▪■◦‣∙·]\s+/;
export const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]\d{4}\b/;
// An address starts where a run of address characters starts: a start inside a run could only find
// the same address again, and trying each one made a long run without '@' cost its length squared.
export const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
export const MONEY =
  /\$\s?\d{1,3}(?:,\d{3})+(?:\.\d+)?(?:\s?(?:k|m|million)\b)?|\$\s?\d+(?:\.\d+)?(?:\s?(?:k|m|million)\b)?/i;
export const PER_MONTH = /^\s*(?:\/\s*mo(?:nth)?\b|per\s+month\b|a\s+month\b|monthly\b|\/\s*month\b|pcm\b)/i;
export const FEE_CONTEXT =
  /\b(?:hoa|fees?|dues|tax(?:es)?|assessments?|deposit|credit|association|condo fee|strata|per sq|\/\s*sq|utilities|pet|est|estimated|payment|mortgage|principal|insurance)\b[^$]{0,25}$/i;
export const SHORT_VALUE_KEYS = new Set<FieldKey>([
  'propertyType',
  'listingType',
  'price',
  'rent',
  'beds',
  'baths',
  'sqft',
  'yearBuilt',
  'hoa',
  'zoning',
]);
export const PROSE_KEYS = new Set<FieldKey>([
  'description',
  'neighborhood',
  'historical',
  'inspections',
  'maintenance',
]);
export const AGENCY_WORDS =
  /\b(?:realty|real estate|realtors?|properties|property (?:group|management)|management|group|partners|homes|brokerage|brokers?|associates|advisors|capital|sotheby'?s|keller williams|re\/?max|compass|coldwell banker|century 21|exp realty|berkshire hathaway|douglas elliman|corcoran|redfin|estates|company|rentals|lettings|co\.|inc\.?|llc|ltd)(?!\w)/i;
/** A line that opens with a street address: "42 Laurel Bend Drive, Asheville", "9 Sassafras Court". */
/** A heading over the listing's own agent ("Listing Brokers", "Presented by"). */
export const AGENT_HEADING =
  /^(?:(?:listing agents?|list agent|listing brokers?|your agent|agents?|(?:exclusively |proudly )?(?:presented|listed|offered|marketed|represented) by)(?: \([a-z ]{2,24}\))?|leasing agents? \(listing\))$/i;

export const STREET_START =
  /^\d{1,6}[A-Za-z]?\s+(?:[NSEW]\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Ct|Court|Blvd|Boulevard|Way|Pl|Place|Ter|Terrace|Cir|Circle|Trl|Trail|Pkwy|Parkway|Hwy|Highway|Loop|Run|Pass|Row)\b/;

/**
 * Where a stop ends no sentence: after a title ("Dr. Ames is retiring", "Mt. Hood"). A lookbehind for
 * the patterns that split a paragraph into sentences.
 */
export const NOT_AFTER_TITLE = String.raw`(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Mt|Ft)\.)`;

export const LEAD_IN =
  /^(?:(?:exclusively\s+|proudly\s+)?(?:listing\s+)?(?:presented|listed|represented|offered|marketed|sold|prepared|compiled|provided)\s+by|(?:(?:listed|offered|marketed|sold)\s+)?in\s+cooperation\s+with|cooperating\s+(?:agent|broker)|(?:listing\s+)?courtesy\s+of|contact(?:\s+(?:agent|us|me))?|call(?:\s+or\s+text)?|for\s+(?:more\s+)?(?:info(?:rmation)?|details|showings?)(?:,?\s+(?:contact|call))?|your\s+agent|listing\s+agent|exclusive\s+agent|(?:your\s+)?host(?:ed\s+by|\s+today)|(?:questions\?\s*)?(?:talk|speak|chat)\s+(?:to|with)(?!\s+(?:our|the|us|a|an|your|me)\b)|agent)\b(?!\s+(?:remarks|rmks|notes|comments|only|use|bio|info)\b)[\s:,-]*/i;
