import { PDF_ANALYSIS_MESSAGES, pdfAnalysisFieldsSchema } from '@ai-realty/shared/schemas/pdf-job';
import { type Property, parseStoredProperty } from '@ai-realty/shared/schemas/property';
import { TRIAL_MESSAGES, type TrialPdfJob } from '@ai-realty/shared/schemas/trial';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, FileText } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { ScanNote } from '@/components/scan-note';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, Textarea } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { trackEvent } from '@/lib/analytics';
import { processTrialPdf } from '../api/process-trial-pdf';
import { TrialPageShell } from '../components/trial-page-shell';
import { TrialPropertySummary } from '../components/trial-property-summary';
import { useTrialPdfStatus } from '../hooks/use-trial-pdf-status';
import { useTrialSession } from '../hooks/use-trial-session';
import { trialCallError } from '../utils/trial-errors';
import { trialStorage } from '../utils/trial-storage';

const STATUS_TEXT: Record<TrialPdfJob['status'], string> = {
  pending: 'Queued for processing',
  processing: 'Analyzing PDF...',
  completed: 'Analysis complete',
  failed: 'Processing failed',
};

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/**
 * The shared rules of the analysis fields (a too-long address or instructions), plus what the trial
 * asks of the form: a PDF and an address, both needed (docs/product/trial.md).
 */
const trialPdfFormSchema = pdfAnalysisFieldsSchema
  .extend({ file: z.custom<File | null>((value) => value === null || value instanceof File) })
  .superRefine((values, ctx) => {
    if (values.file && !isPdf(values.file)) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: PDF_ANALYSIS_MESSAGES.notPdf });
    } else if (!values.file || !values.address) {
      ctx.addIssue({ code: 'custom', path: ['file'], message: PDF_ANALYSIS_MESSAGES.missingFileAndAddress });
    }
  })
  .transform((values) => ({ ...values, file: values.file as File }));
type TrialPdfFormInput = z.input<typeof trialPdfFormSchema>;
type TrialPdfFormValues = z.output<typeof trialPdfFormSchema>;

function UploadForm({ sessionId, onSent }: { sessionId: string; onSent: (jobId: string) => void }) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<TrialPdfFormInput, unknown, TrialPdfFormValues>({
    resolver: zodResolver(trialPdfFormSchema),
    defaultValues: { file: null, address: '', customInstructions: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  // One message at a time, above the button, as the trial has always shown them.
  const error =
    errors.file?.message ??
    errors.address?.message ??
    errors.customInstructions?.message ??
    errors.root?.message;

  const submit = handleSubmit(async ({ file, address, customInstructions }) => {
    if (!sessionId) return setError('root', { message: TRIAL_MESSAGES.noSession });
    try {
      const { jobId } = await processTrialPdf({ sessionId, file, address, customInstructions });
      trialStorage.setPdfJob({ jobId, address, filename: file.name });
      trackEvent('trial_pdf_upload');
      onSent(jobId);
    } catch (err) {
      setError('root', { message: trialCallError(err, 'Failed to process PDF') });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <Field label="PDF file *" hint="A listing sheet, flyer or brochure. One upload per trial session.">
        {(p) => (
          <Input
            {...p}
            type="file"
            accept="application/pdf,.pdf"
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-accent-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-accent-900 dark:file:bg-accent-900/50 dark:file:text-accent-100"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setValue('file', chosen);
              clearErrors();
              if (chosen && !isPdf(chosen)) setError('file', { message: PDF_ANALYSIS_MESSAGES.notPdf });
            }}
          />
        )}
      </Field>
      <Field label="Property address *">
        {(p) => <Input {...p} placeholder="123 Main St, Springfield, IL 62701" {...register('address')} />}
      </Field>
      <Field label="Special instructions (optional)">
        {(p) => (
          <Textarea
            {...p}
            placeholder="Anything the AI should pay attention to"
            {...register('customInstructions')}
          />
        )}
      </Field>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Uploading...' : 'Analyze PDF'}
        </Button>
      </div>
    </form>
  );
}

function Analysis({ sessionId, jobId }: { sessionId: string; jobId: string }) {
  const status = useTrialPdfStatus(sessionId, jobId);
  const job = status.data;
  const stored = trialStorage.pdfJob();

  // The completed job's property, parsed once and remembered as the trial property.
  const result = useMemo((): { property: Property } | { error: string } | null => {
    if (job?.status !== 'completed') return null;
    if (!job.propertyData) return { error: 'Failed to parse property data' };
    try {
      return { property: parseStoredProperty(JSON.parse(job.propertyData)) };
    } catch {
      return { error: 'Failed to parse property data' };
    }
  }, [job]);
  useEffect(() => {
    if (!result || !('property' in result)) return;
    // Counted once: a reload after the analysis finds the property already kept.
    if (trialStorage.property() === null) trackEvent('trial_property_created', { method: 'pdf' });
    trialStorage.setProperty(result.property);
  }, [result]);

  if (status.isError) {
    return <Alert tone="error">{trialCallError(status.error, 'Failed to check PDF status')}</Alert>;
  }
  const state = job?.status ?? 'pending';
  const running = state === 'pending' || state === 'processing';
  return (
    <div className="grid gap-5">
      <div className="flex items-start gap-3">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900 dark:text-white">
            {job?.filename ?? stored?.filename ?? 'Your PDF'}
          </p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">
            {job?.address ?? stored?.address}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-3" role="status" aria-live="polite">
        {running ? <Spinner className="h-5 w-5" label={STATUS_TEXT[state]} /> : null}
        {state === 'completed' ? (
          <CheckCircle2 className="h-5 w-5 text-emerald-600 dark:text-emerald-400" aria-hidden />
        ) : null}
        <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{STATUS_TEXT[state]}</span>
      </div>
      {running ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This usually takes under a minute. You can reload the page: the analysis continues and shows up
          here.
        </p>
      ) : null}
      {state === 'failed' ? (
        <Alert
          tone="error"
          action={
            <Link to="/try-free/wizard" className={buttonClasses('secondary', 'sm')}>
              Enter details manually
            </Link>
          }
        >
          {job?.errorMessage || 'PDF processing failed'}
        </Alert>
      ) : null}
      {result && 'error' in result ? <Alert tone="error">{result.error}</Alert> : null}
      {result && 'property' in result ? (
        <>
          {job && job.scannedPages > 0 ? <ScanNote pages={job.scannedPages} /> : null}
          <div className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <TrialPropertySummary property={result.property} />
          </div>
          <div>
            <Link to="/try-free/ai" className={buttonClasses('primary')}>
              Continue to AI options
            </Link>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** /try-free/pdf: the session's one PDF, its analysis polled every 2 s and restored after a reload. */
export default function TrialPdfPage() {
  const [sentJobId, setSentJobId] = useState<string | null>(null);
  const { refresh } = useTrialSession();
  return (
    <TrialPageShell
      title="Upload a Listing PDF"
      intro="AI reads the property details from your listing sheet or flyer."
    >
      {(session) => {
        const jobId = sentJobId ?? trialStorage.pdfJob()?.jobId ?? session.pdfJobId;
        return (
          <Card className="mx-auto max-w-2xl p-6 sm:p-8">
            {jobId ? (
              <Analysis sessionId={session.sessionId} jobId={jobId} />
            ) : (
              <UploadForm
                sessionId={session.sessionId}
                onSent={(jobId) => {
                  setSentJobId(jobId);
                  refresh();
                }}
              />
            )}
          </Card>
        );
      }}
    </TrialPageShell>
  );
}
