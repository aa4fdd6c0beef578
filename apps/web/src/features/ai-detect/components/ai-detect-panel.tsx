import { PDF_ANALYSIS_CREDITS, PDF_MAX_BYTES, RECENT_JOBS_SHOWN } from '@ai-realty/shared/constants';
import {
  PDF_ADDRESS_MAX,
  PDF_ANALYSIS_MESSAGES,
  PDF_INSTRUCTIONS_MAX,
  pdfAnalysisFieldsSchema,
} from '@ai-realty/shared/schemas/pdf-job';
import { zodResolver } from '@hookform/resolvers/zod';
import { Coins, FileText, FileUp, History, Sparkles, Upload, X } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldError, Input, Textarea } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCredits } from '@/lib/format-credits';
import { usePdfJobs } from '@/lib/queries/pdf-jobs';
import { useMe } from '@/lib/queries/user-me';
import { useSubmitPdfAnalysis } from '../api/submit-pdf-analysis';
import { PdfJobListSkeleton } from './ai-analysis-history';
import { PdfJobCard } from './pdf-job-card';

/** Uploads from this size on show their progress; smaller ones are sent before a bar could be read. */
export const UPLOAD_PROGRESS_MIN_BYTES = 1_048_576;

/** The shared rules of the submission's fields, plus the file the form holds until it is sent. */
const aiDetectFormSchema = pdfAnalysisFieldsSchema.extend({
  file: z
    .custom<File | null>((value) => value instanceof File, PDF_ANALYSIS_MESSAGES.missingInput)
    .transform((value) => value as File),
});
type AiDetectFormInput = z.input<typeof aiDetectFormSchema>;
type AiDetectFormValues = z.output<typeof aiDetectFormSchema>;
const EMPTY_FORM: AiDetectFormInput = { file: null, address: '', customInstructions: '' };
/** The error type of a file refused when picked (not a PDF, too large), shown under the drop zone. */
const PICK_ERROR = 'pick';

const isPdf = (file: File) => file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/** The client's checks of docs/product/ai-detect.md#validation; the server checks the content again. */
export function checkPdfFile(file: File): string | null {
  if (!isPdf(file)) return PDF_ANALYSIS_MESSAGES.notPdf;
  if (file.size > PDF_MAX_BYTES) return PDF_ANALYSIS_MESSAGES.tooLarge;
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

const STEPS = [
  { title: 'Upload your listing PDF', text: 'A flyer, MLS sheet or brochure, up to 50 MB.' },
  {
    title: 'AI reads the document',
    text: 'It extracts the price, rooms, features, agent contact and more.',
  },
  {
    title: 'The property is added',
    text: 'It appears in your portfolio, ready for AI content.',
  },
];

function SubmitError({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.status === 402) {
    return (
      <Alert tone="error" title="Not enough credits">
        {PDF_ANALYSIS_MESSAGES.insufficientCredits}{' '}
        <Link to="/app/credits" className="font-medium underline underline-offset-2">
          Buy credits
        </Link>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.code === 'EMAIL_VERIFICATION_REQUIRED') {
    return (
      <Alert tone="warning" title="Please verify your email address">
        AI Detect is available once your email address is verified. Check your email for the verification
        link, or resend it from the banner at the top of the page.
      </Alert>
    );
  }
  // The server's own words when it sent some; a bare status or a lost connection gets the text of
  // docs/product/ai-detect.md#messages.
  const serverText = error instanceof ApiError && typeof error.body.error === 'string' ? error.message : null;
  return <Alert tone="error">{serverText ?? PDF_ANALYSIS_MESSAGES.submitFailed}</Alert>;
}

function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>{percent < 100 ? 'Uploading document...' : 'Upload complete, checking the document...'}</span>
        <span>{percent}%</span>
      </div>
      <ProgressBar label="Upload progress" value={percent} />
    </div>
  );
}

/** The newest analyses under the form, with a way to all of them. */
function RecentJobs({ onShowHistory }: { onShowHistory?: () => void }) {
  const jobs = usePdfJobs();
  const recent = jobs.data?.slice(0, RECENT_JOBS_SHOWN) ?? [];
  const total = jobs.data?.length ?? 0;
  return (
    <section aria-labelledby="recent-analyses" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-analyses" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          Recent analyses
        </h2>
        {total > RECENT_JOBS_SHOWN && onShowHistory ? (
          <Button variant="link" onClick={onShowHistory}>
            View all {total} analyses
          </Button>
        ) : null}
      </div>
      {jobs.isPending ? (
        <PdfJobListSkeleton count={1} />
      ) : jobs.isError && !jobs.data ? (
        <Alert tone="error" title="Error loading AI analyses">
          {errorMessage(jobs.error, 'Failed to fetch PDF processing jobs')}
        </Alert>
      ) : recent.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Your analyses appear here once you upload a listing PDF.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Recent analyses">
          {recent.map((job) => (
            <PdfJobCard key={job.jobId} job={job} labels="panel" />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * AI Detect: a listing PDF and its address in, a property in the portfolio out
 * (docs/product/ai-detect.md#screens).
 */
export function AiDetectPanel({ onShowHistory }: { onShowHistory?: () => void }) {
  const me = useMe();
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const fileErrorId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    reset,
    control,
    formState: { errors },
  } = useForm<AiDetectFormInput, unknown, AiDetectFormValues>({
    resolver: zodResolver(aiDetectFormSchema),
    defaultValues: EMPTY_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const file = useWatch({ control, name: 'file' });
  // A refused pick is reported under the drop zone; a missing file or a too-long address above the button.
  const fileError = errors.file?.type === PICK_ERROR ? errors.file.message : undefined;
  const formError =
    errors.address?.message ??
    (errors.file && errors.file.type !== PICK_ERROR ? errors.file.message : undefined);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const showProgress = useRef(false);
  const submission = useSubmitPdfAnalysis({
    onProgress: (fraction) => {
      if (showProgress.current) setProgress(fraction);
    },
  });

  const balance = me.data?.credits;
  const busy = submission.isPending;
  const ready = file !== null;

  const choose = (picked: File | undefined) => {
    if (!picked) return;
    submission.reset();
    setSubmitted(false);
    clearErrors();
    const problem = checkPdfFile(picked);
    if (problem) setError('file', { type: PICK_ERROR, message: problem });
    else setValue('file', picked);
  };

  const removeFile = () => {
    setValue('file', null);
    clearErrors('file');
    zoneRef.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files[0]);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSubmitted(false);
    showProgress.current = values.file.size >= UPLOAD_PROGRESS_MIN_BYTES;
    setProgress(showProgress.current ? 0 : null);
    try {
      await submission.mutateAsync(values);
      reset(EMPTY_FORM);
      setSubmitted(true);
    } catch {
      // The error is shown from the mutation's state.
    } finally {
      showProgress.current = false;
      setProgress(null);
    }
  });

  return (
    <div className="space-y-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>Upload a listing PDF</CardTitle>
          </CardHeader>
          <CardContent>
            <form className="space-y-5" onSubmit={onSubmit} noValidate aria-label="AI Detect">
              <div>
                <input
                  ref={inputRef}
                  type="file"
                  accept="application/pdf,.pdf"
                  className="hidden"
                  aria-label="PDF file"
                  disabled={busy}
                  onChange={(e) => {
                    choose(e.target.files?.[0]);
                    // Picking the same file again after removing it must fire a change again.
                    e.target.value = '';
                  }}
                />
                <button
                  ref={zoneRef}
                  type="button"
                  disabled={busy}
                  onClick={() => inputRef.current?.click()}
                  onDragEnter={(e) => {
                    e.preventDefault();
                    setDragging(true);
                  }}
                  onDragOver={(e) => {
                    e.preventDefault();
                    e.dataTransfer.dropEffect = 'copy';
                  }}
                  onDragLeave={(e) => {
                    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
                  }}
                  onDrop={onDrop}
                  aria-describedby={fileError ? `${hintId} ${fileErrorId}` : hintId}
                  className={cn(
                    file ? 'py-5' : 'py-8',
                    'flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 text-center transition-colors focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60',
                    dragging
                      ? 'border-accent-600 bg-accent-50 dark:bg-accent-900/30'
                      : 'border-slate-300 hover:border-accent-600 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60',
                    fileError && !dragging && 'border-red-400 dark:border-red-700',
                  )}
                >
                  <span className="rounded-full bg-accent-50 p-3 text-accent-700 dark:bg-accent-900/30 dark:text-accent-200">
                    <Upload className="h-6 w-6" aria-hidden />
                  </span>
                  <span className="text-sm font-medium text-slate-900 dark:text-slate-100">
                    {file ? 'Drop another PDF here to replace it' : 'Drag and drop your listing PDF here'}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">or</span>
                  <span className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
                    <FileUp className="h-4 w-4" aria-hidden />
                    Browse files
                  </span>
                </button>
                <p id={hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                  PDF only, up to 50 MB.
                </p>
                <FieldError id={fileErrorId} message={fileError} />
              </div>

              {file ? (
                <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-800/50">
                  <FileText className="h-5 w-5 shrink-0 text-accent-700 dark:text-accent-200" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium" data-testid="selected-file" title={file.name}>
                      {file.name}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">{formatFileSize(file.size)}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={removeFile}
                    disabled={busy}
                    aria-label={`Remove ${file.name}`}
                  >
                    <X className="h-4 w-4" aria-hidden />
                  </Button>
                </div>
              ) : null}

              <Field
                label="Property address (optional)"
                hint="Left empty, the address is read from the document. If yours and the document's differ, you choose which to keep."
              >
                {(props) => (
                  <Input
                    {...props}
                    {...register('address')}
                    maxLength={PDF_ADDRESS_MAX}
                    autoComplete="street-address"
                    placeholder="123 Main St, Austin, TX 78701"
                    disabled={busy}
                  />
                )}
              </Field>

              <Field
                label="Special instructions (optional)"
                hint="Anything the AI should know, e.g. that the price in the document is outdated."
              >
                {(props) => (
                  <Textarea
                    {...props}
                    {...register('customInstructions')}
                    maxLength={PDF_INSTRUCTIONS_MAX}
                    rows={3}
                    disabled={busy}
                  />
                )}
              </Field>

              {formError ? <Alert tone="error">{formError}</Alert> : null}
              {submission.isError ? <SubmitError error={submission.error} /> : null}
              {submitted ? (
                <Alert
                  tone="success"
                  title={PDF_ANALYSIS_MESSAGES.submitted}
                  action={
                    onShowHistory ? (
                      <Button variant="secondary" size="sm" onClick={onShowHistory}>
                        <History className="h-4 w-4" aria-hidden />
                        View history
                      </Button>
                    ) : null
                  }
                >
                  Check the AI Analysis History to follow its progress. When the analysis completes, the
                  property is added to your portfolio.
                </Alert>
              ) : null}
              {busy && progress !== null ? <UploadProgress fraction={progress} /> : null}

              <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!ready} loading={busy}>
                {busy ? null : <Sparkles className="h-4 w-4" aria-hidden />}
                {busy ? 'Analyzing with AI...' : `Start AI Analysis (${PDF_ANALYSIS_CREDITS} Credits)`}
              </Button>
            </form>
          </CardContent>
        </Card>

        <aside className="space-y-4" aria-label="About AI Detect">
          <Card>
            <CardHeader>
              <CardTitle>How it works</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="space-y-3">
                {STEPS.map((step, i) => (
                  <li key={step.title} className="flex gap-3">
                    <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-700 text-xs font-semibold text-white">
                      {i + 1}
                    </span>
                    <div>
                      <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{step.title}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
          <Card className="border-accent-200 bg-accent-50/60 dark:border-accent-900 dark:bg-accent-900/20">
            <CardContent className="flex gap-3">
              <Coins className="mt-0.5 h-5 w-5 shrink-0 text-accent-700 dark:text-accent-200" aria-hidden />
              <div className="space-y-1 text-sm">
                <p className="font-semibold text-slate-900 dark:text-slate-100">
                  {PDF_ANALYSIS_CREDITS} credits per analysis
                </p>
                {balance !== undefined ? (
                  <p className="text-slate-700 dark:text-slate-300" data-testid="credit-balance">
                    Your balance: {formatCredits(balance)}
                  </p>
                ) : null}
                {balance !== undefined && balance < PDF_ANALYSIS_CREDITS ? (
                  <p className="text-amber-800 dark:text-amber-300">
                    You need {PDF_ANALYSIS_CREDITS} credits for an analysis.{' '}
                    <Link to="/app/credits" className="font-medium underline underline-offset-2">
                      Buy credits
                    </Link>
                  </p>
                ) : null}
              </div>
            </CardContent>
          </Card>
        </aside>
      </div>

      <RecentJobs onShowHistory={onShowHistory} />
    </div>
  );
}
