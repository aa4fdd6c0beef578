import { formatDate, formatNumber, formatPrice, pricePerSquareFoot } from '@ai-realty/shared/rules/format';
import { formatAddress, type PropertyRecord } from '@ai-realty/shared/schemas/property';
import {
  ArrowLeft,
  Bath,
  BedDouble,
  CircleDollarSign,
  FileText,
  Home,
  ListChecks,
  Pencil,
  Ruler,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useProperty } from '@/lib/queries/properties';
import { useResponses } from '@/lib/queries/responses';
import { DeletePropertyDialog } from '../components/delete-property-dialog';
import { EditPropertyDialog } from '../components/edit-property-dialog';
import { ListingStatusBadge } from '../components/listing-status-badge';
import { PropertyAiContent, responsesForProperty } from '../components/property-ai-content';

const NOT_SPECIFIED = 'Not specified';
const NOT_AVAILABLE = 'Not available';

const count = (n: number) => (n > 0 ? formatNumber(n) : NOT_SPECIFIED);
const money = (n: number) => (n > 0 ? formatPrice(n) : NOT_SPECIFIED);
const textOr = (s: string) => s.trim() || NOT_SPECIFIED;

/** /app/properties/:id — everything known about one property, its AI content and its actions. */
export default function PropertyDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const property = useProperty(id);
  const responses = useResponses();
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const mine = useMemo(() => responsesForProperty(responses.data ?? [], id), [responses.data, id]);

  if (property.isPending) return <DetailSkeleton />;
  if (!property.data) {
    const missing = property.error instanceof ApiError && property.error.status === 404;
    return <PropertyNotFound failed={!missing} />;
  }

  const record = property.data;
  const generate = () => {
    // The empty structure (what a broken stored value becomes) gives the writer nothing to work with.
    if (!formatAddress(record.property) && !record.address) {
      toast.error('No property data available to generate AI content');
      return;
    }
    try {
      void Promise.resolve(navigate(`/app/ai?propertyId=${encodeURIComponent(record.id)}`)).catch(() =>
        toast.error('Failed to navigate to AI generation. Please try again.'),
      );
    } catch {
      toast.error('Failed to navigate to AI generation. Please try again.');
    }
  };

  return (
    <div className="space-y-6">
      <DetailHeader
        record={record}
        onBack={() => navigate('/app/properties')}
        onGenerate={generate}
        onEdit={() => setEditOpen(true)}
        onDelete={() => setDeleteOpen(true)}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <KeyDetails record={record} />
          <PropertyInformation record={record} />
          <Description record={record} />
          <FeaturesAndAmenities record={record} />
          <PropertyAiContent
            propertyId={record.id}
            responses={mine}
            loading={responses.isPending}
            failed={responses.isError}
            onGenerate={generate}
            onRetry={() => void responses.refetch()}
          />
        </div>
        <aside className="space-y-6">
          <QuickActions
            propertyId={record.id}
            onGenerate={generate}
            onEdit={() => setEditOpen(true)}
            onDelete={() => setDeleteOpen(true)}
          />
          <Statistics
            record={record}
            responseCount={responses.isPending ? null : responses.isError ? undefined : mine.length}
          />
        </aside>
      </div>
      <EditPropertyDialog record={record} open={editOpen} onOpenChange={setEditOpen} />
      <DeletePropertyDialog
        record={record}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate('/app/properties', { replace: true })}
      />
    </div>
  );
}

function DetailHeader({
  record,
  onBack,
  onGenerate,
  onEdit,
  onDelete,
}: {
  record: PropertyRecord;
  onBack: () => void;
  onGenerate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const b = record.property.BasicInfo;
  const subtitle = [b.PropertyType, b.ListingType].filter(Boolean).join(' · ');
  return (
    <div className="space-y-3">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to properties
      </Button>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words">
            {record.address || 'Property'}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <ListingStatusBadge status={record.status} />
            {subtitle ? <span>{subtitle}</span> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onGenerate}>
            <Sparkles className="h-4 w-4" aria-hidden />
            Generate AI Content
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden />
            Edit
          </Button>
          <Button
            variant="secondary"
            onClick={onDelete}
            className="text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete
          </Button>
        </div>
      </div>
    </div>
  );
}

function KeyDetails({ record }: { record: PropertyRecord }) {
  const b = record.property.BasicInfo;
  const tiles: { label: string; value: string; Icon: typeof Home }[] = [
    { label: 'Price', value: money(b.Price), Icon: CircleDollarSign },
    { label: 'Bedrooms', value: count(b.Bedrooms), Icon: BedDouble },
    { label: 'Bathrooms', value: count(b.Bathrooms), Icon: Bath },
    {
      label: 'Square Feet',
      value: b.SquareFootage > 0 ? formatNumber(b.SquareFootage) : NOT_SPECIFIED,
      Icon: Ruler,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Key Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {tiles.map(({ label, value, Icon }) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 dark:text-slate-400">
                <Icon className="h-3.5 w-3.5" aria-hidden />
                {label}
              </dt>
              <dd
                className={cn(
                  'mt-1 font-semibold',
                  value === NOT_SPECIFIED ? 'text-sm text-slate-500 dark:text-slate-400' : 'text-lg',
                )}
              >
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function InfoList({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {label}
          </dt>
          <dd
            className={cn(
              'mt-0.5 text-sm break-words',
              value === NOT_SPECIFIED || value === NOT_AVAILABLE
                ? 'text-slate-500 dark:text-slate-400'
                : 'text-slate-900 dark:text-slate-100',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PropertyInformation({ record }: { record: PropertyRecord }) {
  const p = record.property;
  const b = p.BasicInfo;
  const perSqFt = pricePerSquareFoot(b.Price, b.SquareFootage);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Property Information</CardTitle>
      </CardHeader>
      <CardContent>
        <InfoList
          items={[
            ['Property Type', textOr(b.PropertyType)],
            ['Listing Type', textOr(b.ListingType)],
            [
              'Year Built',
              p.HistoricalInfo.YearBuilt > 0 ? String(p.HistoricalInfo.YearBuilt) : NOT_SPECIFIED,
            ],
            ['Address', formatAddress(p) || record.address || NOT_SPECIFIED],
            ['Price', money(b.Price)],
            ['HOA Fees', money(p.LegalCompliance.HOAFees)],
            ['Property Tax', NOT_AVAILABLE],
            ['Price per Sq Ft', perSqFt === null ? NOT_AVAILABLE : formatPrice(perSqFt)],
            ['Zoning', textOr(p.LegalCompliance.ZoningInfo)],
          ]}
        />
      </CardContent>
    </Card>
  );
}

function Description({ record }: { record: PropertyRecord }) {
  const d = record.property.Descriptions;
  const keywords = record.property.SEO.Keywords;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Description</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm leading-relaxed">
        {d.PropertyDescription.trim() ? (
          <p className="whitespace-pre-line">{d.PropertyDescription}</p>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">No description provided yet.</p>
        )}
        {d.NeighborhoodDescription.trim() ? (
          <div>
            <h3 className="mb-1 font-semibold">Neighborhood</h3>
            <p className="whitespace-pre-line">{d.NeighborhoodDescription}</p>
          </div>
        ) : null}
        {keywords.length > 0 ? (
          <div>
            <h3 className="mb-2 font-semibold">SEO Keywords</h3>
            <ul className="flex flex-wrap gap-2">
              {keywords.map((k) => (
                <li
                  key={k}
                  className="rounded-full bg-accent-50 px-3 py-1 text-xs text-accent-800 ring-1 ring-accent-200 dark:bg-accent-900/30 dark:text-accent-100 dark:ring-accent-800"
                >
                  {k}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function FeaturesAndAmenities({ record }: { record: PropertyRecord }) {
  const p = record.property;
  const k = p.KeyFeatures;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Features &amp; Amenities</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <section>
          <h3 className="mb-3 text-sm font-semibold">Interior</h3>
          <InfoList
            items={[
              ['Appliances', textOr(k.Appliances)],
              ['Flooring', textOr(k.FlooringType)],
              ['HVAC', textOr(k.HeatingCooling)],
              ['Architecture', textOr(k.ArchitecturalDetails)],
            ]}
          />
        </section>
        <section>
          <h3 className="mb-3 text-sm font-semibold">Exterior</h3>
          <InfoList
            items={[
              ['Parking', textOr(k.Parking)],
              ['Onsite Amenities', textOr(p.Amenities.Onsite)],
              ['Environmental', textOr(p.Environmental.Features)],
            ]}
          />
        </section>
      </CardContent>
    </Card>
  );
}

function QuickActions({
  propertyId,
  onGenerate,
  onEdit,
  onDelete,
}: {
  propertyId: string;
  onGenerate: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button onClick={onGenerate} className="justify-start">
          <Sparkles className="h-4 w-4" aria-hidden />
          Generate AI Content
        </Button>
        <Button variant="secondary" onClick={onEdit} className="justify-start">
          <Pencil className="h-4 w-4" aria-hidden />
          Edit Property
        </Button>
        <Link
          to={`/app/responses?property=${encodeURIComponent(propertyId)}`}
          className={cn(buttonClasses('secondary'), 'justify-start')}
        >
          <FileText className="h-4 w-4" aria-hidden />
          View AI Responses
        </Link>
        <Link to="/app/properties" className={cn(buttonClasses('secondary'), 'justify-start')}>
          <ListChecks className="h-4 w-4" aria-hidden />
          All Properties
        </Link>
        <Button
          variant="ghost"
          onClick={onDelete}
          className="justify-start text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete Property
        </Button>
      </CardContent>
    </Card>
  );
}

/** responseCount: null while loading, undefined when the responses could not be fetched. */
function Statistics({
  record,
  responseCount,
}: {
  record: PropertyRecord;
  responseCount: number | null | undefined;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statistics</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-500 dark:text-slate-400">AI Responses</dt>
            <dd className="font-semibold">
              {responseCount === null ? (
                <Skeleton className="h-4 w-6" />
              ) : responseCount === undefined ? (
                NOT_AVAILABLE
              ) : (
                formatNumber(responseCount)
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Property ID</dt>
            <dd className="mt-0.5 font-mono text-xs break-all">{record.id}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Address</dt>
            <dd className="mt-0.5 break-words">{record.address || NOT_SPECIFIED}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-500 dark:text-slate-400">Added</dt>
            <dd>{formatDate(record.createdAt)}</dd>
          </div>
          <div className="flex items-center justify-between gap-3">
            <dt className="text-slate-500 dark:text-slate-400">Last updated</dt>
            <dd>{formatDate(record.updatedAt)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function PropertyNotFound({ failed }: { failed: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <div className="rounded-full bg-slate-100 p-4 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <Home className="h-8 w-8" aria-hidden />
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">Property Not Found</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {failed
          ? 'Failed to load property details'
          : "The property you're looking for doesn't exist or has been removed."}
      </p>
      <Link to="/app/properties" className={cn(buttonClasses('primary'), 'mt-6')}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to Properties
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-label="Loading property">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-8 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Skeleton className="h-36 w-full rounded-xl" />
          <Skeleton className="h-56 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-56 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
