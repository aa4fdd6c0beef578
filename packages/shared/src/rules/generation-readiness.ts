import type { Property } from '../schemas/property.ts';

// Some content types need facts a thin listing lacks: a neighborhood analysis needs something about the
// neighborhood, return scenarios need a purchase price. Without them the writer could only hand back a
// checklist, so the customize step names what to add and the API refuses before any credit is spent
// (docs/decisions/0020-builtin-writer-listing-aware-copy.md).

const filled = (v: unknown) => (typeof v === 'string' ? v.trim().length > 0 : typeof v === 'number' && v > 0);

/** What the property (or the instructions) must add before this type can be written; [] when ready. */
export function generationNeeds(type: string, p: Property, customInstructions = ''): string[] {
  const b = p.BasicInfo;
  const rental = /rent|lease/i.test(b.ListingType);
  const price = filled(b.Price);
  const instructions = customInstructions.toLowerCase();
  switch (type) {
    case 'roi_analysis':
      if (rental)
        return [
          'a purchase price: this listing is priced as a monthly rent, so return scenarios do not apply',
        ];
      return price ? [] : ['the list price'];
    case 'investment_analysis':
    case 'pricing_strategy':
      return price ? [] : [rental ? 'the monthly rent' : 'the list price'];
    case 'market_analysis':
      return price || filled(b.SquareFootage) ? [] : ['the price or the square footage'];
    case 'neighborhood_analysis':
      return filled(p.Descriptions.NeighborhoodDescription) ||
        filled(p.Amenities.Nearby) ||
        /\b(near|close to|walk to|minutes from|neighbou?rhood)\b/.test(instructions)
        ? []
        : ['a neighborhood description or nearby amenities (parks, shops, transit) in the property'];
    case 'competitive_analysis': {
      const features = [
        ...Object.values(p.KeyFeatures),
        p.Amenities.Onsite,
        p.Environmental.Features,
        p.Descriptions.PropertyDescription,
      ].filter(filled).length;
      return features || price ? [] : ['the price or at least one feature or description'];
    }
    default:
      return [];
  }
}
