import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import {
  parseKeywords,
  TRIAL_AMENITIES,
  TRIAL_FEATURES,
  TRIAL_PROPERTY_TYPES,
  type TrialWizardData,
} from '../utils/trial-wizard';
import { ChoiceChips } from './choice-chips';

type Props = { step: number; form: UseFormReturn<TrialWizardData> };

/** The fields of one step of the trial wizard, bound to the wizard's form. */
export function TrialWizardStep({ step, form }: Props) {
  const { register, control } = form;

  if (step === 1) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Street address *" className="sm:col-span-2">
          {(p) => <Input {...p} autoComplete="street-address" {...register('basicInfo.address.street')} />}
        </Field>
        <Field label="City *">
          {(p) => <Input {...p} autoComplete="address-level2" {...register('basicInfo.address.city')} />}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="State *" hint="2 letters, e.g. CA">
            {(p) => (
              <Controller
                control={control}
                name="basicInfo.address.state"
                render={({ field }) => (
                  <Input
                    {...p}
                    autoComplete="address-level1"
                    maxLength={2}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                  />
                )}
              />
            )}
          </Field>
          <Field label="ZIP code *">
            {(p) => (
              <Input
                {...p}
                autoComplete="postal-code"
                inputMode="numeric"
                {...register('basicInfo.address.zipCode')}
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
            {...register(`basicInfo.${key}`)}
          />
        )}
      </Field>
    );
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Property type *" className="sm:col-span-2">
          {(p) => (
            <Select {...p} {...register('basicInfo.propertyType')}>
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
      <Controller
        control={control}
        name="keyFeatures.features"
        render={({ field }) => (
          <ChoiceChips
            label="Key features"
            options={TRIAL_FEATURES}
            selected={field.value}
            onChange={field.onChange}
          />
        )}
      />
    );
  }

  if (step === 4) {
    return (
      <Controller
        control={control}
        name="amenities.amenities"
        render={({ field }) => (
          <ChoiceChips
            label="Amenities"
            options={TRIAL_AMENITIES}
            selected={field.value}
            onChange={field.onChange}
          />
        )}
      />
    );
  }

  return <KeywordsField form={form} />;
}

function KeywordsField({ form }: { form: UseFormReturn<TrialWizardData> }) {
  const keywords = parseKeywords(useWatch({ control: form.control, name: 'marketing.keywords' }));
  return (
    <Field
      label="Marketing keywords *"
      hint="Separate keywords with commas, e.g. walkable, move-in ready, quiet street"
    >
      {(p) => (
        <>
          <Textarea {...p} {...form.register('marketing.keywords')} />
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
