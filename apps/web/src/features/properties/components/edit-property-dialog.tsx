import { LISTING_STATUSES, type ListingStatus } from '@ai-realty/shared/constants';
import type { PropertyRecord } from '@ai-realty/shared/schemas/property';
import { useId, useState } from 'react';
import { FormProvider, get } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label, Select } from '@/components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { useUpdateProperty } from '../api/update-property';
import { applyServerFieldErrors, usePropertyForm } from '../hooks/use-property-form';
import { ADDITIONAL_FIELDS, BASIC_FIELDS } from '../utils/property-form-rules';
import { statusLabel } from './listing-status-badge';
import {
  AdditionalFields,
  AmenitiesFields,
  BasicInfoFields,
  DescriptionsFields,
  FeaturesFields,
} from './property-form-fields';

const SAVE_FAILED = 'Failed to save property. Please try again.';

export type PropertyEditTab = 'basic' | 'features' | 'amenities' | 'descriptions' | 'additional';

/** The edit modal: one form over the whole property, in five tabs, plus its listing status. */
export function EditPropertyDialog({
  record,
  open,
  onOpenChange,
  onSaved,
  initialTab = 'basic',
}: {
  record: PropertyRecord | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (record: PropertyRecord) => void;
  /** The tab that opens first: the detail page's "Add" links open the tab of the missing field. */
  initialTab?: PropertyEditTab;
}) {
  return (
    <Dialog
      open={open && record !== null}
      onOpenChange={onOpenChange}
      title="Edit Property"
      description={record?.address}
      className="max-w-3xl"
    >
      {record ? (
        <EditPropertyForm
          key={`${record.id}:${record.updatedAt}`}
          record={record}
          initialTab={initialTab}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function EditPropertyForm({
  record,
  initialTab,
  onCancel,
  onSaved,
}: {
  record: PropertyRecord;
  initialTab: PropertyEditTab;
  onCancel: () => void;
  onSaved: (record: PropertyRecord) => void;
}) {
  const form = usePropertyForm(record.property);
  const update = useUpdateProperty();
  const statusId = useId();
  const [status, setStatus] = useState<ListingStatus>(record.status);
  const [tab, setTab] = useState<string>(initialTab);
  const [failed, setFailed] = useState(false);
  const dirty = form.formState.isDirty || status !== record.status;

  const save = async () => {
    setFailed(false);
    if (!(await form.trigger())) {
      const errors = form.formState.errors;
      if (BASIC_FIELDS.some((f) => get(errors, f))) setTab('basic');
      else if (ADDITIONAL_FIELDS.some((f) => get(errors, f))) setTab('additional');
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: record.id, property: form.getValues(), status });
      toast.success('Property updated');
      onSaved(saved);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError)) setTab('basic');
      setFailed(true);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Edit property"
        onSubmit={(e) => {
          e.preventDefault();
          if (dirty && !update.isPending) void save();
        }}
        className="space-y-5"
      >
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="basic">Basic Info</TabsTrigger>
            <TabsTrigger value="features">Features</TabsTrigger>
            <TabsTrigger value="amenities">Amenities</TabsTrigger>
            <TabsTrigger value="descriptions">Descriptions</TabsTrigger>
            <TabsTrigger value="additional">Additional</TabsTrigger>
          </TabsList>
          <TabsContent value="basic" className="space-y-6 pt-5">
            <div className="sm:w-1/2 sm:pr-2">
              <Label htmlFor={statusId}>Listing Status</Label>
              <Select
                id={statusId}
                value={status}
                onChange={(e) => setStatus(e.target.value as ListingStatus)}
              >
                {LISTING_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </Select>
            </div>
            <BasicInfoFields />
          </TabsContent>
          <TabsContent value="features" className="pt-5">
            <FeaturesFields />
          </TabsContent>
          <TabsContent value="amenities" className="pt-5">
            <AmenitiesFields />
          </TabsContent>
          <TabsContent value="descriptions" className="pt-5">
            <DescriptionsFields />
          </TabsContent>
          <TabsContent value="additional" className="pt-5">
            <AdditionalFields />
          </TabsContent>
        </Tabs>

        {failed ? <Alert tone="error" title={SAVE_FAILED} /> : null}

        <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white px-5 pt-4 pb-5 dark:border-slate-800 dark:bg-slate-900">
          {!dirty ? (
            <p className="mr-auto text-sm text-slate-500 dark:text-slate-400">No unsaved changes</p>
          ) : (
            <p className="mr-auto text-sm text-amber-700 dark:text-amber-300">Unsaved changes</p>
          )}
          <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!dirty} loading={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
