import { formatDateTime, formatNumber, formatPrice } from '@ai-realty/shared/rules/format';
import {
  PDF_JOB_STATUS_LABELS,
  type PdfAddressChoice,
  type PdfJob,
  type PdfJobStatus,
} from '@ai-realty/shared/schemas/pdf-job';
import type { Property } from '@ai-realty/shared/schemas/property';
import { CheckCircle2, ChevronDown, Eye, FileText, Loader2, MapPin, Sparkles, XCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ScanNote } from '@/components/scan-note';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useChooseJobAddress } from '../api/choose-job-address';

const BADGES: Record<PdfJobStatus, { tone: BadgeTone; text: string }> = {
  pending: { tone: 'yellow', text: 'Pending' },
  processing: { tone: 'blue', text: 'Processing' },
  completed: { tone: 'green', text: 'Completed' },
  failed: { tone: 'red', text: 'Failed' },
};

export function PdfJobStatusBadge({ status }: { status: PdfJobStatus }) {
  const { tone, text } = BADGES[status];
  return (
    <Badge tone={tone} className="shrink-0">
      <span className="sr-only">Status: </span>
      {text}
    </Badge>
  );
}

/** The status line under a job: the panel says "analysis", the history "processing" (section 4). */
function StatusLine({ status, labels }: { status: PdfJobStatus; labels: 'panel' | 'history' }) {
  const text = PDF_JOB_STATUS_LABELS[status][labels];
  const Icon = status === 'completed' ? CheckCircle2 : status === 'failed' ? XCircle : Loader2;
  return (
    <p
      data-testid="job-status-label"
      className={cn(
        'flex items-center gap-1.5 text-sm font-medium',
        status === 'completed' && 'text-emerald-700 dark:text-emerald-300',
        status === 'failed' && 'text-red-700 dark:text-red-300',
        (status === 'pending' || status === 'processing') && 'text-slate-700 dark:text-slate-200',
      )}
    >
      <Icon
        className={cn(
          'h-4 w-4 shrink-0',
          (status === 'pending' || status === 'processing') && 'animate-spin',
        )}
        aria-hidden
      />
      {text}
    </p>
  );
}

function formatAddress(a: Property['BasicInfo']['Address']): string {
  const locality = [a.City.trim(), [a.State.trim(), a.ZipCode.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [a.Street.trim(), locality].filter(Boolean).join(', ');
}

const FEATURES: { label: string; value: (p: Property) => string }[] = [
  { label: 'Appliances', value: (p) => p.KeyFeatures.Appliances },
  { label: 'Flooring', value: (p) => p.KeyFeatures.FlooringType },
  { label: 'Heating & cooling', value: (p) => p.KeyFeatures.HeatingCooling },
  { label: 'Parking', value: (p) => p.KeyFeatures.Parking },
  { label: 'Renovations', value: (p) => p.KeyFeatures.Renovations },
  { label: 'Outdoor spaces', value: (p) => p.KeyFeatures.OutdoorSpaces },
  { label: 'Architecture', value: (p) => p.KeyFeatures.ArchitecturalDetails },
  { label: 'Windows', value: (p) => p.KeyFeatures.WindowFeatures },
  { label: 'Onsite amenities', value: (p) => p.Amenities.Onsite },
  { label: 'Nearby', value: (p) => p.Amenities.Nearby },
];

/** The extracted property as a person reads it: what was found, nothing for what was not. */
export function ExtractedPropertySummary({ property }: { property: Property }) {
  const b = property.BasicInfo;
  const agent = property.RealtorContact;
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode | null | false) => {
    if (value !== null && value !== false && value !== '') rows.push([label, value]);
  };
  add('Property type', b.PropertyType.trim());
  add('Listing type', b.ListingType.trim());
  add('Price', b.Price > 0 && formatPrice(b.Price));
  add(
    'Beds / baths',
    (b.Bedrooms > 0 || b.Bathrooms > 0) && `${formatNumber(b.Bedrooms)} bd · ${formatNumber(b.Bathrooms)} ba`,
  );
  add('Square feet', b.SquareFootage > 0 && `${formatNumber(b.SquareFootage)} sq ft`);
  add('Year built', property.HistoricalInfo.YearBuilt > 0 && String(property.HistoricalInfo.YearBuilt));
  add('HOA fees', property.LegalCompliance.HOAFees > 0 && formatPrice(property.LegalCompliance.HOAFees));
  add('Address', formatAddress(b.Address));
  const features = FEATURES.map(({ label, value }) => [label, value(property).trim()] as const).filter(
    ([, value]) => value,
  );
  add(
    'Features',
    features.length > 0 && (
      <ul className="space-y-0.5">
        {features.map(([label, value]) => (
          <li key={label}>
            <span className="text-slate-500 dark:text-slate-400">{label}:</span> {value}
          </li>
        ))}
      </ul>
    ),
  );
  add('Description', property.Descriptions.PropertyDescription.trim());
  const agentLines = [
    [agent.Name, agent.AgencyName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', '),
    [agent.Phone, agent.Email]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' · '),
  ].filter(Boolean);
  add(
    'Agent',
    agentLines.length > 0 &&
      agentLines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      )),
  );

  if (rows.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No property details were found.</p>;
  }
  return (
    <dl className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-2 [&>div:first-child>dt]:mt-0">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="mt-2 font-medium text-slate-500 sm:mt-0 dark:text-slate-400">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function JobTimes({ job }: { job: PdfJob }) {
  const times: [string, string | null][] = [
    ['Submitted', job.createdAt],
    ['Started', job.startedAt],
    [job.status === 'failed' ? 'Failed' : 'Completed', job.completedAt],
  ];
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
      {times
        .filter((entry): entry is [string, string] => Boolean(entry[1]))
        .map(([label, at]) => (
          <div key={label} className="flex gap-1">
            <dt>{label}</dt>
            <dd className="text-slate-700 dark:text-slate-300">
              <time dateTime={at}>{formatDateTime(at)}</time>
            </dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The typed address and the document's disagree: the agent keeps one, and the property is created
 * with it (a typo in the form, or the wrong document, is caught before it reaches the portfolio).
 */
function AddressChoice({ job }: { job: PdfJob }) {
  const choose = useChooseJobAddress(job.jobId);
  const [use, setUse] = useState<PdfAddressChoice>('document');
  const name = useId();
  const options: [PdfAddressChoice, string, string][] = [
    ['document', 'In the document', job.documentAddress ?? ''],
    ['typed', 'As you typed it', job.address],
  ];
  return (
    <fieldset className="mt-3 space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/30">
      <legend className="sr-only">Choose the property address</legend>
      <p className="text-sm font-medium text-amber-950 dark:text-amber-100">
        The address you typed differs from the one in the document. Which one is right?
      </p>
      <div className="space-y-2">
        {options.map(([value, label, address]) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-2 rounded-md bg-white p-2 text-sm dark:bg-slate-900"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={use === value}
              onChange={() => setUse(value)}
              className="mt-1 accent-accent-700"
            />
            <span>
              <span className="block text-xs font-medium text-slate-500 dark:text-slate-400">{label}</span>
              <span className="block break-words text-slate-900 dark:text-slate-100">{address}</span>
            </span>
          </label>
        ))}
      </div>
      {choose.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {errorMessage(choose.error, 'Failed to create the property. Please try again.')}
        </p>
      ) : null}
      <Button size="sm" loading={choose.isPending} onClick={() => choose.mutate(use)}>
        Create property with this address
      </Button>
    </fieldset>
  );
}

/**
 * One analysis: file, status, address, times, instructions and outcome. A completed job leads to the
 * property it created and to AI generation for it; the history also shows what was extracted.
 */
export function PdfJobCard({
  job,
  labels,
  showExtracted = labels === 'history',
}: {
  job: PdfJob;
  labels: 'panel' | 'history';
  showExtracted?: boolean;
}) {
  const navigate = useNavigate();
  const canGenerate = job.status === 'completed' && job.propertyData !== null && job.propertyId !== null;
  return (
    <li
      data-testid="pdf-job"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <div className="rounded-lg bg-accent-50 p-2 text-accent-700 dark:bg-accent-900/30 dark:text-accent-200">
            <FileText className="h-5 w-5" aria-hidden />
          </div>
          <div className="min-w-0">
            <h3
              className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100"
              title={job.filename}
            >
              {job.filename}
            </h3>
            <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-600 dark:text-slate-400">
              <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="min-w-0 break-words">
                {job.address || job.documentAddress || 'Address read from the document'}
              </span>
            </p>
          </div>
        </div>
        <PdfJobStatusBadge status={job.status} />
      </div>

      <div className="mt-3 space-y-2">
        <StatusLine status={job.status} labels={labels} />
        {job.status === 'completed' && job.scannedPages > 0 ? <ScanNote pages={job.scannedPages} /> : null}
        <JobTimes job={job} />
        {job.customInstructions ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="font-medium">Instructions: </span>
            <span className="break-words">{job.customInstructions}</span>
          </p>
        ) : null}
        {job.status === 'failed' && job.errorMessage ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {job.errorMessage}
          </p>
        ) : null}
      </div>

      {job.status === 'completed' && job.awaitingAddressChoice ? <AddressChoice job={job} /> : null}

      {showExtracted && job.status === 'completed' && job.propertyData ? (
        <details className="group mt-3 rounded-lg border border-slate-200 dark:border-slate-800">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-accent-600/40 focus-visible:outline-none dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
            Extracted property details
            <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="border-t border-slate-200 p-3 dark:border-slate-800">
            <ExtractedPropertySummary property={job.propertyData} />
          </div>
        </details>
      ) : null}

      {job.status === 'completed' && (job.propertyId || canGenerate) ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {job.propertyId ? (
            <Link to={`/app/properties/${job.propertyId}`} className={buttonClasses('secondary', 'sm')}>
              <Eye className="h-4 w-4" aria-hidden />
              View property
            </Link>
          ) : null}
          {canGenerate ? (
            <Button
              size="sm"
              onClick={() => navigate(`/app/ai?propertyId=${encodeURIComponent(job.propertyId ?? '')}`)}
            >
              <Sparkles className="h-4 w-4" aria-hidden />
              Generate AI Content
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
