import { LISTING_TYPES, LOT_SIZE_UNITS, PROPERTY_TYPES, YEAR_BUILT_MIN } from '@ai-realty/shared/constants';
import { type Property, propertyFieldMaxLength } from '@ai-realty/shared/schemas/property';
import { type ReactNode, useEffect, useState } from 'react';
import { get, useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { WordingCheck } from '@/components/compliance/wording-check';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { type PropertyPath, parseNumberInput } from '../utils/property-form-rules';
import { KeywordChips } from './keyword-chips';

// The fields of the property object, grouped as the wizard's steps and the edit modal's tabs. Both
// render these sections inside a react-hook-form FormProvider, so each field is written once.

function useFieldError(name: PropertyPath): string | undefined {
  const { errors } = useFormState<Property>({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type BaseProps = { name: PropertyPath; label: ReactNode; className?: string; placeholder?: string };

export function TextField({
  name,
  label,
  className,
  placeholder,
  maxLength,
  type = 'text',
  autoComplete = 'off',
}: BaseProps & { maxLength?: number; type?: 'text' | 'email' | 'tel'; autoComplete?: string }) {
  const { register, clearErrors } = useFormContext<Property>();
  const error = useFieldError(name);
  return (
    <Field label={label} error={error} className={className}>
      {(a11y) => (
        <Input
          {...a11y}
          {...register(name, { onChange: () => clearErrors(name) })}
          type={type}
          maxLength={maxLength ?? propertyFieldMaxLength(name)}
          placeholder={placeholder}
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );
}

export function TextAreaField({
  name,
  label,
  className,
  placeholder,
  rows = 3,
  checkWording,
}: BaseProps & { rows?: number; checkWording?: boolean }) {
  const { register, clearErrors } = useFormContext<Property>();
  const error = useFieldError(name);
  return (
    <div className={className}>
      <Field label={label} error={error}>
        {(a11y) => (
          <Textarea
            {...a11y}
            {...register(name, { onChange: () => clearErrors(name) })}
            rows={rows}
            maxLength={propertyFieldMaxLength(name)}
            placeholder={placeholder}
            className="min-h-0"
          />
        )}
      </Field>
      {checkWording ? <FieldWordingCheck name={name} /> : null}
    </div>
  );
}

/** Public copy the agent types is checked for Fair Housing wording as it is typed. */
function FieldWordingCheck({ name }: { name: PropertyPath }) {
  const { control, setValue } = useFormContext<Property>();
  const text = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <WordingCheck
      text={text}
      onChange={(next) => setValue(name, next as never, { shouldDirty: true, shouldValidate: false })}
    />
  );
}

export function SelectField({
  name,
  label,
  className,
  placeholder,
  options,
}: BaseProps & { options: readonly string[] }) {
  const { register, clearErrors, control } = useFormContext<Property>();
  const error = useFieldError(name);
  const current = useWatch({ control, name }) as string;
  // A value from a CSV row or an AI extraction may not be one of the options; keep it selectable.
  const choices = current && !options.includes(current) ? [current, ...options] : options;
  return (
    <Field label={label} error={error} className={className}>
      {(a11y) => (
        <Select {...a11y} {...register(name, { onChange: () => clearErrors(name) })}>
          <option value="">{placeholder ?? 'Select…'}</option>
          {choices.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const shown = (value: unknown) => (typeof value === 'number' && value !== 0 ? String(value) : '');

/** A number input that keeps what was typed on screen and stores the parsed number (0 when unparseable). */
export function NumberField({
  name,
  label,
  className,
  placeholder = '0',
  integer = false,
  min = 0,
  max,
  step,
  prefix,
}: BaseProps & { integer?: boolean; min?: number; max?: number; step?: number | 'any'; prefix?: string }) {
  const { control, clearErrors } = useFormContext<Property>();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState(() => shown(field.value));

  // A reset (or a server value) from outside replaces what is on screen.
  useEffect(() => {
    setText((t) => (parseNumberInput(t, integer) === field.value ? t : shown(field.value)));
  }, [field.value, integer]);

  return (
    <Field label={label} error={fieldState.error?.message} className={className}>
      {(a11y) => (
        <div className="relative">
          {prefix ? (
            <span
              aria-hidden
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500 dark:text-slate-400"
            >
              {prefix}
            </span>
          ) : null}
          <Input
            {...a11y}
            ref={field.ref}
            name={field.name}
            type="number"
            inputMode={integer ? 'numeric' : 'decimal'}
            min={min}
            max={max}
            step={step ?? (integer ? 1 : 'any')}
            placeholder={placeholder}
            value={text}
            onBlur={field.onBlur}
            onChange={(e) => {
              setText(e.target.value);
              field.onChange(parseNumberInput(e.target.value, integer));
              clearErrors(name);
            }}
            className={cn(prefix && 'pl-7')}
          />
        </div>
      )}
    </Field>
  );
}

const grid = 'grid gap-4 sm:grid-cols-2';

export function BasicInfoFields() {
  return (
    <div className="space-y-6">
      <div className={grid}>
        <SelectField
          name="BasicInfo.PropertyType"
          label="Property Type"
          placeholder="Select property type"
          options={PROPERTY_TYPES}
        />
        <SelectField
          name="BasicInfo.ListingType"
          label="Listing Type"
          placeholder="Select listing type"
          options={LISTING_TYPES}
        />
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">Address</legend>
        <TextField name="BasicInfo.Address.Street" label="Street" placeholder="e.g. 123 Main Street" />
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField name="BasicInfo.Address.City" label="City" placeholder="e.g. Austin" />
          <TextField name="BasicInfo.Address.State" label="State" placeholder="e.g. TX" maxLength={2} />
          <TextField name="BasicInfo.Address.ZipCode" label="ZIP Code" placeholder="e.g. 78701" />
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <NumberField name="BasicInfo.Price" label="Price" prefix="$" className="col-span-2 lg:col-span-1" />
        <NumberField name="BasicInfo.Bedrooms" label="Bedrooms" integer />
        <NumberField name="BasicInfo.Bathrooms" label="Bathrooms" step={0.5} placeholder="e.g. 2.5" />
        <NumberField
          name="BasicInfo.SquareFootage"
          label="Square Footage"
          className="col-span-2 lg:col-span-1"
        />
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <LotSizeField />
        <NumberField name="BasicInfo.GarageSpaces" label="Garage Spaces" integer />
        <NumberField name="BasicInfo.Units" label="Units (multi-family)" integer />
      </div>
    </div>
  );
}

/** Lot size and its unit side by side: land is sold by the acre, city lots by the square foot. */
function LotSizeField() {
  const { register } = useFormContext<Property>();
  return (
    <div className="col-span-2 grid grid-cols-[1fr_auto] items-end gap-2">
      <NumberField name="BasicInfo.LotSize" label="Lot Size" placeholder="e.g. 0.25" />
      <Field label={<span className="sr-only">Lot size unit</span>}>
        {(a11y) => (
          <Select {...a11y} {...register('BasicInfo.LotSizeUnit')} className="w-28">
            {LOT_SIZE_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

export function FeaturesFields() {
  return (
    <div className={grid}>
      <TextAreaField
        name="KeyFeatures.ArchitecturalDetails"
        label="Architectural Details"
        placeholder="Craftsman style, vaulted ceilings…"
      />
      <TextAreaField
        name="KeyFeatures.Renovations"
        label="Recent Renovations"
        placeholder="Kitchen remodeled in 2022…"
      />
      <TextAreaField
        name="KeyFeatures.Appliances"
        label="Appliances"
        placeholder="Stainless steel refrigerator, gas range…"
      />
      <TextAreaField name="KeyFeatures.FlooringType" label="Flooring Type" placeholder="Hardwood, tile…" />
      <TextAreaField
        name="KeyFeatures.WindowFeatures"
        label="Window Features"
        placeholder="Double-pane, bay window…"
      />
      <TextAreaField name="KeyFeatures.HeatingCooling" label="Heating & Cooling" placeholder="Central air…" />
      <TextAreaField
        name="KeyFeatures.OutdoorSpaces"
        label="Outdoor Spaces"
        placeholder="Fenced backyard, deck…"
      />
      <TextAreaField name="KeyFeatures.Parking" label="Parking" placeholder="Two-car attached garage…" />
    </div>
  );
}

export function AmenitiesFields() {
  return (
    <div className={grid}>
      <TextAreaField name="Amenities.Onsite" label="Onsite Amenities" placeholder="Pool, gym, clubhouse…" />
      <TextAreaField
        name="Amenities.Nearby"
        label="Nearby Amenities"
        placeholder="Parks, schools, shopping…"
      />
      <TextAreaField
        name="Environmental.Features"
        label="Environmental Features"
        placeholder="Solar panels, energy-efficient windows…"
      />
      <TextAreaField
        name="Accessibility.Features"
        label="Accessibility Features"
        placeholder="Step-free entry, wide doorways…"
      />
    </div>
  );
}

export function DescriptionsFields() {
  return (
    <div className="space-y-4">
      <TextAreaField
        name="Descriptions.PropertyDescription"
        label="Property Description"
        rows={5}
        checkWording
        placeholder="What makes this home stand out…"
      />
      <TextAreaField
        name="Descriptions.NeighborhoodDescription"
        label="Neighborhood Description"
        rows={4}
        checkWording
        placeholder="The neighborhood, its character and what is nearby…"
      />
      <KeywordChips />
    </div>
  );
}

export function AdditionalFields() {
  return (
    <div className="space-y-6">
      <div className={grid}>
        <NumberField name="LegalCompliance.HOAFees" label="HOA Fees" prefix="$" />
        <TextField name="LegalCompliance.ZoningInfo" label="Zoning Info" placeholder="e.g. R-1 residential" />
        <NumberField
          name="HistoricalInfo.YearBuilt"
          label="Year Built"
          integer
          min={YEAR_BUILT_MIN}
          max={new Date().getFullYear()}
          placeholder={`e.g. ${new Date().getFullYear() - 20}`}
        />
        <TextAreaField
          name="HistoricalInfo.HistoricalDetails"
          label="Historical Details"
          placeholder="Original 1920s millwork…"
        />
        <TextAreaField
          name="ConditionMaintenance.Inspections"
          label="Inspections"
          placeholder="Pre-listing inspection passed…"
        />
        <TextAreaField
          name="ConditionMaintenance.MaintenanceHistory"
          label="Maintenance History"
          placeholder="Roof replaced in 2019…"
        />
      </div>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
          Realtor Contact
        </legend>
        <div className={grid}>
          <TextField name="RealtorContact.Name" label="Agent Name" autoComplete="name" />
          <TextField name="RealtorContact.Phone" label="Phone" type="tel" autoComplete="tel" />
          <TextField name="RealtorContact.Email" label="Email" type="email" autoComplete="email" />
          <TextField name="RealtorContact.AgencyName" label="Agency Name" autoComplete="organization" />
        </div>
      </fieldset>
      <TextAreaField
        name="CustomInstructions.Instructions"
        label="Custom Instructions"
        rows={3}
        placeholder="Anything the AI should always keep in mind for this property…"
      />
    </div>
  );
}
