import type { User } from '@ai-realty/shared/schemas/auth';
import {
  MLS_REMARKS_MAX,
  MLS_REMARKS_MIN,
  MLS_REMARKS_PRESETS,
  preferencesBodySchema,
} from '@ai-realty/shared/schemas/compliance';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, Input, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useUpdatePreferences } from '../api/update-preferences';

const CUSTOM = 'custom';

// The form holds the preset chosen (or 'custom') and the custom number as typed; the shared schema
// checks the custom number, and its message shows on that field.
const formSchema = z.object({ preset: z.string(), custom: z.string() }).superRefine((v, ctx) => {
  if (v.preset !== CUSTOM) return;
  const typed = v.custom.trim() === '' ? Number.NaN : Number(v.custom);
  const checked = preferencesBodySchema.shape.mlsRemarksLimit.safeParse(typed);
  if (!checked.success)
    ctx.addIssue({
      code: 'custom',
      path: ['custom'],
      message: checked.error.issues[0]?.message ?? 'Invalid',
    });
});
type Form = z.infer<typeof formSchema>;
const limitOf = (v: Form) => Number(v.preset === CUSTOM ? v.custom : v.preset);

const isPreset = (n: number) => (MLS_REMARKS_PRESETS as readonly number[]).includes(n);

/** The agent's MLS public-remarks limit: listing descriptions are written to fit it. */
export function WritingPreferencesForm({ user }: { user: User }) {
  const { refreshUser } = useSession();
  const update = useUpdatePreferences();
  const current = user.mlsRemarksLimit;
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isDirty },
  } = useForm<Form>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      preset: isPreset(current) ? String(current) : CUSTOM,
      custom: isPreset(current) ? '' : String(current),
    },
  });
  const preset = watch('preset');
  const onSubmit = (values: Form) => {
    const mlsRemarksLimit = limitOf(values);
    update.mutate(
      { mlsRemarksLimit },
      {
        onSuccess: async () => {
          await refreshUser();
          reset({
            preset: isPreset(mlsRemarksLimit) ? String(mlsRemarksLimit) : CUSTOM,
            custom: isPreset(mlsRemarksLimit) ? '' : String(mlsRemarksLimit),
          });
          toast.success('MLS limit saved');
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Listing copy</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your MLS cuts public remarks at a fixed number of characters. Listing descriptions are written to
          fit it, and Copy for MLS never copies more.
        </p>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit(onSubmit)} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="MLS public-remarks limit">
              {(a11y) => (
                <Select {...a11y} {...register('preset')}>
                  {MLS_REMARKS_PRESETS.map((n) => (
                    <option key={n} value={String(n)}>
                      {n.toLocaleString('en-US')} characters
                    </option>
                  ))}
                  <option value={CUSTOM}>Another number…</option>
                </Select>
              )}
            </Field>
            {preset === CUSTOM ? (
              <Field
                label="Characters"
                error={errors.custom?.message}
                hint={`From ${MLS_REMARKS_MIN} to ${MLS_REMARKS_MAX.toLocaleString('en-US')}`}
              >
                {(a11y) => (
                  <Input {...a11y} {...register('custom')} inputMode="numeric" placeholder="e.g. 1250" />
                )}
              </Field>
            ) : null}
          </div>
          {update.isError ? (
            <Alert tone="error">{errorMessage(update.error, 'Failed to save the MLS limit')}</Alert>
          ) : null}
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save MLS limit
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
