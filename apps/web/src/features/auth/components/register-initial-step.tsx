import { REGISTRATION_CREDITS } from '@ai-realty/shared/constants';
import { registerStep1Schema } from '@ai-realty/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailInput } from '@/components/ui/email-input';
import { Field, Input } from '@/components/ui/field';

export type RegisterDetails = z.output<typeof registerStep1Schema>;

const pitch = [
  'Listing descriptions, SEO keywords and buyer profiles written from your property data',
  'Add properties by hand, from a CSV, or by uploading a listing PDF',
  `${REGISTRATION_CREDITS} free credits once you verify your email address`,
];

/** Registration step 1: the pitch, full name and work email. */
export function RegisterInitialStep({
  defaultValues,
  onContinue,
}: {
  defaultValues: RegisterDetails;
  onContinue: (details: RegisterDetails) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerStep1Schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-16 lg:grid-cols-2 lg:items-center">
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase dark:text-accent-200">
          AI Realty for agents
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          Market every listing in minutes, not evenings
        </h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          Create your account to turn property details into marketing copy you can review, edit and publish.
        </p>
        <ul className="mt-6 space-y-3">
          {pitch.map((line) => (
            <li key={line} className="flex gap-3 text-sm text-slate-700 dark:text-slate-300">
              <CheckCircle2
                className="mt-0.5 h-4 w-4 shrink-0 text-accent-700 dark:text-accent-200"
                aria-hidden
              />
              {line}
            </li>
          ))}
        </ul>
      </div>
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Create your free account</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Step 1 of 2: tell us who you are.</p>
        <form onSubmit={handleSubmit(onContinue)} noValidate className="mt-6 space-y-4">
          <Field label="Full name" error={errors.fullName?.message}>
            {(p) => (
              <Input
                {...p}
                autoComplete="name"
                placeholder="Jordan Rivera"
                {...register('fullName', { onChange: () => clearErrors('fullName') })}
              />
            )}
          </Field>
          <Field label="Work email" error={errors.email?.message}>
            {(p) => <EmailInput {...p} {...register('email', { onChange: () => clearErrors('email') })} />}
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
            Continue
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-accent-700 hover:underline dark:text-accent-200">
            Sign in
          </Link>
        </p>
      </Card>
    </div>
  );
}
