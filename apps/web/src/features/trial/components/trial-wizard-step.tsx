import { Field, Input, Select, Textarea } from '@/components/ui/field';
import {
  parseKeywords,
  TRIAL_AMENITIES,
  TRIAL_FEATURES,
  TRIAL_PROPERTY_TYPES,
  type TrialWizardData,
} from '../utils/trial-wizard';
import { ChoiceChips } from './choice-chips';

type Props = { step: number; data: TrialWizardData; onChange: (data: TrialWizardData) => void };

/** The fields of one step of the trial wizard. */
export function TrialWizardStep({ step, data, onChange }: Props) {
  const b = data.basicInfo;
  const setBasic = (patch: Partial<TrialWizardData['basicInfo']>) =>
    onChange({ ...data, basicInfo: { ...b, ...patch } });
  const setAddress = (patch: Partial<TrialWizardData['basicInfo']['address']>) =>
    setBasic({ address: { ...b.address, ...patch } });

  if (step === 1) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Street address *" className="sm:col-span-2">
          {(p) => (
            <Input
              {...p}
              autoComplete="street-address"
              value={b.address.street}
              onChange={(e) => setAddress({ street: e.target.value })}
            />
          )}
        </Field>
        <Field label="City *">
          {(p) => (
            <Input
              {...p}
              autoComplete="address-level2"
              value={b.address.city}
              onChange={(e) => setAddress({ city: e.target.value })}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="State *" hint="2 letters, e.g. CA">
            {(p) => (
              <Input
                {...p}
                autoComplete="address-level1"
                maxLength={2}
                value={b.address.state}
                onChange={(e) => setAddress({ state: e.target.value.toUpperCase() })}
              />
            )}
          </Field>
          <Field label="ZIP code *">
            {(p) => (
              <Input
                {...p}
                autoComplete="postal-code"
                inputMode="numeric"
                value={b.address.zipCode}
                onChange={(e) => setAddress({ zipCode: e.target.value })}
              />
            )}
          </Field>
        </div>
      </div>
    );
  }

  if (step === 2) {
    const numberField = (
      label: string,
      key: 'price' | 'bedrooms' | 'bathrooms' | 'squareFootage' | 'yearBuilt',
      step = '1',
    ) => (
      <Field label={label}>
        {(p) => (
          <Input
            {...p}
            type="number"
            min="0"
            step={step}
            inputMode="decimal"
            value={b[key]}
            onChange={(e) => setBasic({ [key]: e.target.value })}
          />
        )}
      </Field>
    );
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Property type *" className="sm:col-span-2">
          {(p) => (
            <Select
              {...p}
              value={b.propertyType}
              onChange={(e) => setBasic({ propertyType: e.target.value })}
            >
              <option value="">Select a property type</option>
              {TRIAL_PROPERTY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {numberField('Price ($) *', 'price')}
        {numberField('Square footage', 'squareFootage')}
        {numberField('Bedrooms *', 'bedrooms')}
        {numberField('Bathrooms *', 'bathrooms', '0.5')}
        {numberField('Year built', 'yearBuilt')}
      </div>
    );
  }

  if (step === 3) {
    return (
      <ChoiceChips
        label="Key features"
        options={TRIAL_FEATURES}
        selected={data.keyFeatures.features}
        onChange={(features) => onChange({ ...data, keyFeatures: { features } })}
      />
    );
  }

  if (step === 4) {
    return (
      <ChoiceChips
        label="Amenities"
        options={TRIAL_AMENITIES}
        selected={data.amenities.amenities}
        onChange={(amenities) => onChange({ ...data, amenities: { amenities } })}
      />
    );
  }

  const keywords = parseKeywords(data.marketing.keywords);
  return (
    <Field
      label="Marketing keywords *"
      hint="Separate keywords with commas, e.g. walkable, move-in ready, quiet street"
    >
      {(p) => (
        <>
          <Textarea
            {...p}
            value={data.marketing.keywords}
            onChange={(e) => onChange({ ...data, marketing: { keywords: e.target.value } })}
          />
          {keywords.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Keywords">
              {keywords.map((k) => (
                <li
                  key={k}
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                >
                  {k}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}
