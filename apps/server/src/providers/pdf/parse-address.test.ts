import { describe, expect, it } from 'vitest';
import { looksLikeStreet, parseAddress, stateCode } from './parse-address.ts';

describe('parseAddress', () => {
  it.each([
    ['123 Main St, Springfield, IL 62704', ['123 Main St', 'Springfield', 'IL', '62704']],
    ['123 Main St, Apt 4, Springfield, IL 62704-1234', ['123 Main St, Apt 4', 'Springfield', 'IL', '62704']],
    ['123 Main Street Springfield IL 62704', ['123 Main Street', 'Springfield', 'IL', '62704']],
    ['500 Pine Ave Unit 3B, Portland, Oregon 97201', ['500 Pine Ave Unit 3B', 'Portland', 'OR', '97201']],
    ['77 Juniper St, Burlington VT', ['77 Juniper St', 'Burlington', 'VT', '']],
    ['9 Harbor Rd, New York, New York 10001, USA', ['9 Harbor Rd', 'New York', 'NY', '10001']],
    ['1500 Bayshore Drive #1804, Miami, FL 33132', ['1500 Bayshore Drive #1804', 'Miami', 'FL', '33132']],
    ['12 Oak Ct', ['12 Oak Ct', '', '', '']],
    // A unit with the city run on after it, no comma between.
    ['40 Birch Lane, Unit B Fairview, OR 97024', ['40 Birch Lane, Unit B', 'Fairview', 'OR', '97024']],
    ['8 Mill Road, Suite 210 North Bend, WA 98045', ['8 Mill Road, Suite 210', 'North Bend', 'WA', '98045']],
    // A vacant lot has no house number yet.
    ['Lot 14 Saddle Creek Drive, Boerne, TX 78006', ['Lot 14 Saddle Creek Drive', 'Boerne', 'TX', '78006']],
    ['TBD Laurel Bend Road, Weaverville, NC 28787', ['TBD Laurel Bend Road', 'Weaverville', 'NC', '28787']],
    ['Austin, TX', ['', 'Austin', 'TX', '']],
    // A file number after the street is no city and no ZIP.
    ['4018 Mandan Crescent CW-26-00418', ['4018 Mandan Crescent', '', '', '']],
    // Words in lower case after the street are no city.
    ['2004 Bloom and Nicholson Hill Roads, not to', ['2004 Bloom and Nicholson Hill Roads', '', '', '']],
    // Nor is a headline a city.
    ['3208 Churchill Road, House for sale in Raleigh', ['3208 Churchill Road', '', '', '']],
    ['  ', ['', '', '', '']],
  ])('%s', (input, [Street, City, State, ZipCode]) => {
    expect(parseAddress(input)).toEqual({ Street, City, State, ZipCode });
  });

  it('reads state names and codes', () => {
    expect(stateCode('wa')).toBe('WA');
    expect(stateCode('North Carolina')).toBe('NC');
    expect(stateCode('Atlantis')).toBe('');
  });

  it('takes a lot number or TBD for a street only with a street after it', () => {
    expect(looksLikeStreet('Lot 14 Saddle Creek Drive')).toBe(true);
    expect(looksLikeStreet('TBD Laurel Bend Road')).toBe(true);
    expect(looksLikeStreet('Lot 14 Block 3 Saddle Creek Ranch')).toBe(false);
    expect(looksLikeStreet('TBD at closing')).toBe(false);
  });
});
