import { WIZARD_STEPS } from '@ai-realty/shared/constants';
import { emptyProperty, type PropertyRecord } from '@ai-realty/shared/schemas/property';
import { Check, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { FormProvider, get } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreateProperty } from '../api/create-property';
import { uploadPhotos } from '../api/photos';
import { applyServerFieldErrors, usePropertyForm } from '../hooks/use-property-form';
import { ADDITIONAL_FIELDS, BASIC_FIELDS, type PropertyPath } from '../utils/property-form-rules';
import {
  AdditionalFields,
  AmenitiesFields,
  BasicInfoFields,
  DescriptionsFields,
  FeaturesFields,
} from './property-form-fields';
import { WizardPhotoPicker } from './wizard-photo-picker';

type Step = {
  id: 'basic' | 'features' | 'amenities' | 'descriptions' | 'additional';
  title: string;
  description: string;
  fields: readonly PropertyPath[];
  Body: ComponentType;
};

export const WIZARD_STEP_LIST: readonly Step[] = [
  {
    id: 'basic',
    title: 'Basic Information',
    description: 'Property type, listing type, address, price and size.',
    fields: BASIC_FIELDS,
    Body: BasicInfoFields,
  },
  {
    id: 'features',
    title: 'Key Features',
    description:
      'Architecture, renovations, appliances, flooring, windows, climate, outdoor spaces and parking.',
    fields: [],
    Body: FeaturesFields,
  },
  {
    id: 'amenities',
    title: 'Amenities',
    description: 'Onsite and nearby amenities, environmental and accessibility features.',
    fields: [],
    Body: AmenitiesFields,
  },
  {
    id: 'descriptions',
    title: 'Descriptions',
    description: 'Describe the property and its neighborhood, add SEO keywords and photos.',
    fields: [],
    Body: DescriptionsFields,
  },
  {
    id: 'additional',
    title: 'Additional Details',
    description: 'HOA fees, zoning, history, condition, realtor contact and custom instructions.',
    fields: ADDITIONAL_FIELDS,
    Body: AdditionalFields,
  },
];

const CREATE_FAILED = 'Failed to create property. Please try again.';

/** The five-step 'Add New Property' wizard (docs/product/properties.md#wizard). */
export function AddPropertyWizard({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (record: PropertyRecord) => void;
}) {
  const form = usePropertyForm(emptyProperty());
  const create = useCreateProperty();
  const [stepIndex, setStepIndex] = useState(0);
  const [generalError, setGeneralError] = useState<{ title: string; detail?: string } | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(0);
  const step = WIZARD_STEP_LIST[stepIndex]!;
  const isLast = stepIndex === WIZARD_STEP_LIST.length - 1;

  // Moving between steps puts keyboard and screen-reader focus on the new step's heading.
  useEffect(() => {
    if (shownStep.current === stepIndex) return;
    shownStep.current = stepIndex;
    headingRef.current?.focus();
  }, [stepIndex]);

  const next = async () => {
    if (step.fields.length > 0 && !(await form.trigger([...step.fields], { shouldFocus: true }))) return;
    setStepIndex((i) => Math.min(i + 1, WIZARD_STEP_LIST.length - 1));
  };

  const submit = async () => {
    setGeneralError(null);
    if (!(await form.trigger())) {
      const errors = form.formState.errors;
      const firstBad = WIZARD_STEP_LIST.findIndex((s) => s.fields.some((f) => get(errors, f)));
      if (firstBad >= 0 && firstBad !== stepIndex) setStepIndex(firstBad);
      return;
    }
    try {
      const record = await create.mutateAsync(form.getValues());
      toast.success('Property created', { description: record.address });
      if (photos.length > 0) {
        setUploading(true);
        try {
          await uploadPhotos(record.id, photos);
        } catch (error) {
          // The property exists; the photos can be added again from its page.
          toast.error('The photos could not be uploaded', {
            description: `${errorMessage(error, 'Upload failed')}. Add them from the property's page.`,
          });
        } finally {
          setUploading(false);
        }
      }
      onCreated(record);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError)) {
        const errors = form.formState.errors;
        const firstBad = WIZARD_STEP_LIST.findIndex((s) => s.fields.some((f) => get(errors, f)));
        if (firstBad >= 0) setStepIndex(firstBad);
      }
      setGeneralError({
        title: CREATE_FAILED,
        detail: error instanceof ApiError && error.message !== CREATE_FAILED ? error.message : undefined,
      });
    }
  };

  const { Body } = step;

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <FormProvider {...form}>
        <form
          noValidate
          aria-labelledby="wizard-title"
          onSubmit={(e) => {
            e.preventDefault();
            void (isLast ? submit() : next());
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 p-5 dark:border-slate-800">
            <div>
              <h1 id="wizard-title" className="text-xl font-semibold tracking-tight">
                Add New Property
              </h1>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                Step {stepIndex + 1} of {WIZARD_STEPS}
              </p>
            </div>
            <Button variant="ghost" size="icon" aria-label="Close" onClick={onClose}>
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>

          <StepIndicator current={stepIndex} />

          <div className="space-y-5 p-5">
            <div>
              <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
                {step.title}
              </h2>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{step.description}</p>
            </div>
            <Body />
            {step.id === 'descriptions' ? <WizardPhotoPicker files={photos} onChange={setPhotos} /> : null}
            {generalError ? (
              <Alert tone="error" title={generalError.title}>
                {generalError.detail}
              </Alert>
            ) : null}
          </div>

          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 p-4 dark:border-slate-800">
            <Button
              variant="secondary"
              disabled={stepIndex === 0 || create.isPending}
              onClick={() => setStepIndex((i) => Math.max(0, i - 1))}
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
              Previous
            </Button>
            <div className="flex gap-2">
              <Button variant="ghost" onClick={onClose} disabled={create.isPending}>
                Cancel
              </Button>
              {isLast ? (
                <Button type="submit" loading={create.isPending || uploading}>
                  {uploading ? 'Uploading photos...' : create.isPending ? 'Creating...' : 'Create Property'}
                </Button>
              ) : (
                <Button type="submit">
                  Next
                  <ChevronRight className="h-4 w-4" aria-hidden />
                </Button>
              )}
            </div>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}

function StepIndicator({ current }: { current: number }) {
  return (
    <div className="border-b border-slate-200 px-5 py-4 dark:border-slate-800">
      <ProgressBar label="Wizard progress" size="sm" min={1} max={WIZARD_STEPS} value={current + 1} />
      <ol className="mt-3 grid grid-cols-5 gap-2">
        {WIZARD_STEP_LIST.map((s, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li
              key={s.id}
              aria-current={active ? 'step' : undefined}
              className="flex min-w-0 flex-col items-center gap-1 text-center sm:flex-row sm:text-left"
            >
              <span
                className={cn(
                  'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  active && 'bg-accent-700 text-white',
                  done && 'bg-accent-100 text-accent-800 dark:bg-accent-900/50 dark:text-accent-100',
                  !active && !done && 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
                )}
              >
                {done ? <Check className="h-3.5 w-3.5" aria-label="Done" /> : i + 1}
              </span>
              <span
                className={cn(
                  'hidden truncate text-xs sm:block',
                  active
                    ? 'font-semibold text-slate-900 dark:text-slate-100'
                    : 'text-slate-500 dark:text-slate-400',
                )}
              >
                {s.title}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
