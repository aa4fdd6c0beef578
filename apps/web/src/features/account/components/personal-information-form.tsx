import { PASSWORD_MIN } from '@ai-realty/shared/constants';
import {
  EMAIL_PATTERN,
  LOOKALIKE_EMAIL_MESSAGE,
  normalizeEmail,
  PLAIN_EMAIL_CHARACTERS,
  type User,
} from '@ai-realty/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailInput } from '@/components/ui/email-input';
import { Field, Input } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useUpdateAccount } from '../api/update-account';

export const EMAIL_CHANGE_PASSWORD_MESSAGE = 'Enter your current password to change your email';

/**
 * docs/product/accounts.md#validation, account form: every rule checked together so all errors show
 * at once. A new email also needs the current password (docs/decisions/0006).
 */
export function accountFormSchema(currentEmail: string) {
  return z
    .object({
      fullName: z.string(),
      email: z.string(),
      emailPassword: z.string(),
      oldPassword: z.string(),
      newPassword: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (!v.fullName.trim()) issue('fullName', 'Full name is required');
      const email = normalizeEmail(v.email);
      if (!email) issue('email', 'Email is required');
      else if (!PLAIN_EMAIL_CHARACTERS.test(email)) issue('email', LOOKALIKE_EMAIL_MESSAGE);
      else if (!EMAIL_PATTERN.test(email)) issue('email', 'Email is invalid');
      else if (email !== currentEmail && !v.emailPassword)
        issue('emailPassword', EMAIL_CHANGE_PASSWORD_MESSAGE);
      if (!v.oldPassword && !v.newPassword && !v.confirmPassword) return;
      if (!v.oldPassword) issue('oldPassword', 'Current password is required to change password');
      if (!v.newPassword) issue('newPassword', 'New password is required');
      else if (v.newPassword.length < PASSWORD_MIN)
        issue('newPassword', 'New password must be at least 6 characters');
      if (v.newPassword !== v.confirmPassword) issue('confirmPassword', 'Passwords do not match');
    });
}
type AccountForm = z.infer<ReturnType<typeof accountFormSchema>>;

const serverFieldNames: Record<string, keyof AccountForm> = {
  fullName: 'fullName',
  email: 'email',
  oldPassword: 'oldPassword',
  password: 'newPassword',
  currentPassword: 'emailPassword',
};

export function PersonalInformationForm({ user }: { user: User }) {
  const { refreshUser } = useSession();
  const update = useUpdateAccount();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema(user.email)),
    defaultValues: {
      fullName: user.fullName,
      email: user.email,
      emailPassword: '',
      oldPassword: '',
      newPassword: '',
      confirmPassword: '',
    },
    reValidateMode: 'onSubmit',
  });

  const changingEmail = normalizeEmail(watch('email')) !== user.email;

  const onSubmit = handleSubmit(async (v) => {
    const email = normalizeEmail(v.email);
    const changingPassword = Boolean(v.newPassword);
    const emailChange = email !== user.email;
    try {
      await update.mutateAsync({
        id: user.id,
        fullName: v.fullName.trim(),
        email,
        ...(changingPassword ? { password: v.newPassword, oldPassword: v.oldPassword } : {}),
        ...(emailChange ? { currentPassword: v.emailPassword } : {}),
      });
      await refreshUser();
      // A new address is only pending until its link is followed: the field shows the current one.
      reset({
        fullName: v.fullName.trim(),
        email: user.email,
        emailPassword: '',
        oldPassword: '',
        newPassword: '',
        confirmPassword: '',
      });
      if (emailChange) {
        toast.success(
          `We sent a confirmation link to ${email}. Your email changes once you follow it; until then you sign in with ${user.email}.`,
        );
      } else {
        toast.success(
          changingPassword
            ? 'Your account and password have been updated.'
            : 'Your account has been updated.',
        );
      }
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [key, message] of Object.entries(err.fields)) {
          const field = serverFieldNames[key];
          if (field) setError(field, { message });
        }
      }
    }
  });

  const field = (name: keyof AccountForm) => register(name, { onChange: () => clearErrors(name) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal information</CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your name appears on your workspace; your email is where we send sign-in and billing messages.
        </p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-6">
          {update.isError ? (
            <Alert tone="error">
              {errorMessage(update.error, 'Failed to update account. Please try again.')}
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Full name" error={errors.fullName?.message}>
              {(p) => <Input {...p} autoComplete="name" {...field('fullName')} />}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(p) => <EmailInput {...p} {...field('email')} />}
            </Field>
          </div>
          {user.pendingEmail ? (
            <Alert tone="info">
              Waiting for confirmation of {user.pendingEmail}: follow the link we sent there to switch your
              email. Until then your email stays {user.email}.
            </Alert>
          ) : null}
          {changingEmail ? (
            <Field
              label="Current password to confirm the email change"
              error={errors.emailPassword?.message}
              className="sm:max-w-sm"
            >
              {(p) => (
                <PasswordInput
                  {...p}
                  toggleLabel="current password for the email change"
                  autoComplete="current-password"
                  {...field('emailPassword')}
                />
              )}
            </Field>
          ) : null}

          <fieldset className="space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800">
            <legend className="sr-only">Change password</legend>
            <div>
              <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Change password</h3>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                Leave these empty to keep your current password.
              </p>
            </div>
            <Field label="Current password" error={errors.oldPassword?.message} className="sm:max-w-sm">
              {(p) => (
                <PasswordInput
                  {...p}
                  toggleLabel="current password"
                  autoComplete="current-password"
                  {...field('oldPassword')}
                />
              )}
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="New password" error={errors.newPassword?.message}>
                {(p) => (
                  <PasswordInput
                    {...p}
                    toggleLabel="new password"
                    autoComplete="new-password"
                    {...field('newPassword')}
                  />
                )}
              </Field>
              <Field label="Confirm new password" error={errors.confirmPassword?.message}>
                {(p) => (
                  <PasswordInput
                    {...p}
                    toggleLabel="new password confirmation"
                    autoComplete="new-password"
                    {...field('confirmPassword')}
                  />
                )}
              </Field>
            </div>
          </fieldset>

          <div className="flex flex-wrap items-center justify-end gap-2">
            <Button
              variant="secondary"
              disabled={!isDirty || update.isPending}
              onClick={() => {
                reset();
                update.reset();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
