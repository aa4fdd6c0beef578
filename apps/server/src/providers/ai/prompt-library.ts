import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATION_NAMES, GENERATION_OPTIONS } from '@ai-realty/shared/generation-catalogue';
import type { WritingTone } from '@ai-realty/shared/schemas/compliance';
import type { Property } from '@ai-realty/shared/schemas/property';
import type { FollowUpAngle } from './ai-writer.ts';
import { count, num, usd } from './builtin/text-tools.ts';

// The prompts of the model writer: one Markdown file per generation type, one for follow-up
// suggestions and the shared system rules, in src/prompts. They are read once at start-up, so a
// missing or renamed file stops the server instead of failing a paid generation later.

export const PROMPTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../prompts');

export type PromptLibrary = {
  system: string;
  followUps: string;
  byType: Record<string, string>;
};

/** `listing_description` → `listing-description.md`. */
export function promptFileName(generationType: string): string {
  return `${generationType.replace(/_/g, '-')}.md`;
}

export function loadPromptLibrary(dir = PROMPTS_DIR): PromptLibrary {
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dir, file), 'utf8').trim();
    } catch {
      throw new Error(`Prompt file ${file} is missing from ${dir}`);
    }
  };
  const byType: Record<string, string> = {};
  for (const name of GENERATION_NAMES) byType[name] = read(promptFileName(name));
  return { system: read('system.md'), followUps: read('follow-ups.md'), byType };
}

/** Replaces `{{name}}` placeholders; unknown placeholders become empty so no braces leak to the model. */
export function renderPrompt(template: string, vars: Record<string, string>): string {
  return template
    .replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, name: string) => vars[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The property as a labelled list of the fields that have a value. */
export function propertyForPrompt(property: Property, address: string): string {
  const b = property.BasicInfo;
  const lines: string[] = [];
  const add = (label: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return;
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text && text !== '0') lines.push(`- ${label}: ${text.replace(/\s+/g, ' ')}`);
  };
  const rental = /rent|lease/i.test(b.ListingType);
  add('Address', address);
  add('Property type', b.PropertyType);
  add('Listing type', b.ListingType);
  if (b.Price > 0) add(rental ? 'Monthly rent' : 'List price', `${usd(b.Price)}${rental ? '/mo' : ''}`);
  if (b.Bedrooms > 0) add('Bedrooms', count(b.Bedrooms));
  if (b.Bathrooms > 0) add('Bathrooms', count(b.Bathrooms));
  if (b.SquareFootage > 0) add('Square footage', `${num(b.SquareFootage)} sq ft`);
  if (b.Price > 0 && b.SquareFootage > 0 && !rental)
    add('Price per sq ft (computed)', usd(b.Price / b.SquareFootage));
  if (b.LotSize > 0) add('Lot size', `${num(b.LotSize)} ${b.LotSizeUnit}`);
  if (b.GarageSpaces > 0) add('Garage spaces', count(b.GarageSpaces));
  if (b.Units > 0) add('Units', count(b.Units));
  const k = property.KeyFeatures;
  add('Architectural details', k.ArchitecturalDetails);
  add('Renovations', k.Renovations);
  add('Appliances', k.Appliances);
  add('Flooring', k.FlooringType);
  add('Windows', k.WindowFeatures);
  add('Heating and cooling', k.HeatingCooling);
  add('Outdoor spaces', k.OutdoorSpaces);
  add('Parking', k.Parking);
  add('On-site amenities', property.Amenities.Onsite);
  add('Nearby amenities', property.Amenities.Nearby);
  add('Environmental features', property.Environmental.Features);
  add('Accessibility features', property.Accessibility.Features);
  add('Property description', property.Descriptions.PropertyDescription);
  add('Neighborhood description', property.Descriptions.NeighborhoodDescription);
  if (property.SEO.Keywords.length) add('SEO keywords', property.SEO.Keywords.join(', '));
  if (property.LegalCompliance.HOAFees > 0) add('HOA fees', `${usd(property.LegalCompliance.HOAFees)}/mo`);
  add('Zoning', property.LegalCompliance.ZoningInfo);
  if (property.HistoricalInfo.YearBuilt > 0) add('Year built', property.HistoricalInfo.YearBuilt);
  add('Historical details', property.HistoricalInfo.HistoricalDetails);
  add('Inspections', property.ConditionMaintenance.Inspections);
  add('Maintenance history', property.ConditionMaintenance.MaintenanceHistory);
  for (const [key, value] of Object.entries(property.CustomFields ?? {})) add(key, value);
  add('Notes on the property', property.CustomInstructions.Instructions);
  const c = property.RealtorContact;
  const contact = [c.Name, c.AgencyName, c.Phone, c.Email]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  add('Agent contact (for email signatures only, never in public remarks or ads)', contact);
  return lines.length ? lines.join('\n') : '- No details beyond the address.';
}

export function followUpForPrompt(followUp: FollowUpAngle | undefined): string {
  if (!followUp) return '';
  return `This piece follows up on earlier content. Take this angle: ${followUp.creativeAngle}. Aim for: ${followUp.expectedOutcome}. Audience: ${followUp.targetAudience}.`;
}

export function typeListForPrompt(): string {
  return GENERATION_OPTIONS.map((o) => o.name).join(', ');
}

const TONES: Record<WritingTone, string> = {
  professional: 'Professional: clear, factual and confident; no exclamation marks, no hype.',
  warm: 'Warm: friendly and inviting, as an agent speaks to a client they like; second person where it reads naturally; still factual.',
  luxury:
    'Luxury: refined and understated; precise words for materials and craftsmanship; no exclamation marks, no emoji outside social posts, no superlatives the data cannot support.',
  concise:
    'Concise: about half the usual length; short sentences; keep only the strongest facts and the call to action.',
};

/** The tone the agent chose, as the closing section of every prompt. */
export function toneForPrompt(tone: WritingTone = 'professional'): string {
  const choice =
    tone === 'professional'
      ? 'This is the default: if the instructions ask for another tone, follow them.'
      : 'The agent chose this tone for this piece.';
  return `## Tone\n\n${TONES[tone]} ${choice}`;
}
