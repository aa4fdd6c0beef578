import { describe, expect, it } from 'vitest';
import {
  emptyTrialWizard,
  firstPropertyProblem,
  isStepComplete,
  parseKeywords,
  type TrialWizardData,
  trialWizardToProperty,
} from './trial-wizard';

function filled(): TrialWizardData {
  const data = emptyTrialWizard();
  data.basicInfo = {
    address: { street: ' 12 Elm Street ', city: 'Springfield', state: 'il', zipCode: '62701' },
    propertyType: 'Condo',
    price: '325000',
    bedrooms: '3',
    bathrooms: '2.5',
    squareFootage: '',
    yearBuilt: '1998',
  };
  data.keyFeatures.features = ['Fireplace', 'Central Air', 'Pool', 'Garden'];
  data.amenities.amenities = ['Gym', 'Elevator'];
  data.marketing.keywords = ' walkable, , quiet street ,';
  return data;
}

describe('trial wizard', () => {
  it('needs every field each step names, and numbers above 0 on step 2', () => {
    const data = emptyTrialWizard();
    for (const step of [1, 2, 3, 4, 5]) expect(isStepComplete(data, step)).toBe(false);
    const full = filled();
    for (const step of [1, 2, 3, 4, 5]) expect(isStepComplete(full, step)).toBe(true);
    full.basicInfo.bedrooms = '0';
    expect(isStepComplete(full, 2)).toBe(false);
    full.basicInfo.bedrooms = '3';
    full.basicInfo.address.city = '   ';
    expect(isStepComplete(full, 1)).toBe(false);
    full.marketing.keywords = ' , ,';
    expect(isStepComplete(full, 5)).toBe(false);
  });

  it('splits keywords on commas, trimmed, without empties', () => {
    expect(parseKeywords(' walkable, , quiet street ,')).toEqual(['walkable', 'quiet street']);
  });

  it('turns the answers into a property that passes the property rules', () => {
    const property = trialWizardToProperty(filled());
    expect(property.BasicInfo).toMatchObject({
      Address: { Street: '12 Elm Street', City: 'Springfield', State: 'IL', ZipCode: '62701' },
      PropertyType: 'Condo',
      ListingType: 'For Sale',
      Price: 325000,
      Bedrooms: 3,
      Bathrooms: 2.5,
      SquareFootage: 0,
    });
    expect(property.HistoricalInfo.YearBuilt).toBe(1998);
    expect(property.KeyFeatures.ArchitecturalDetails).toBe('Fireplace');
    expect(property.KeyFeatures.HeatingCooling).toBe('Central Air');
    expect(property.KeyFeatures.OutdoorSpaces).toBe('Pool, Garden');
    expect(property.Amenities.Onsite).toBe('Gym, Elevator');
    expect(property.SEO.Keywords).toEqual(['walkable', 'quiet street']);
    expect(firstPropertyProblem(property)).toBeNull();
  });

  it('sends a value the property rules refuse back to its step', () => {
    const data = filled();
    data.basicInfo.address.state = 'I';
    expect(firstPropertyProblem(trialWizardToProperty(data))).toEqual({
      step: 1,
      message: 'State must be 2 letters',
    });
    const half = filled();
    half.basicInfo.bedrooms = '2.5';
    expect(firstPropertyProblem(trialWizardToProperty(half))?.step).toBe(2);
  });
});
