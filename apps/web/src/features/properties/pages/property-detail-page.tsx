import { formatAddress } from '@ai-realty/shared/schemas/property';
import { ArrowLeft, Home } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundScreen } from '@/components/not-found-screen';
import { buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useProperty } from '@/lib/queries/properties';
import { useResponses } from '@/lib/queries/responses';
import { DeletePropertyDialog } from '../components/delete-property-dialog';
import { EditPropertyDialog, type PropertyEditTab } from '../components/edit-property-dialog';
import { FeaturesAndAmenities } from '../components/features-and-amenities';
import { PropertyAiContent, responsesForProperty } from '../components/property-ai-content';
import { PropertyDescription } from '../components/property-description';
import { PropertyDetailHeader } from '../components/property-detail-header';
import { PropertyDetailSkeleton } from '../components/property-detail-skeleton';
import { PropertyAgentAndNotes, PropertyHistory } from '../components/property-history-and-contact';
import { PropertyInformation } from '../components/property-information';
import { PropertyKeyDetails } from '../components/property-key-details';
import { PropertyPhotos } from '../components/property-photos';
import { PropertyQuickActions } from '../components/property-quick-actions';
import { PropertyStatistics } from '../components/property-statistics';

/** /app/properties/:id — everything known about one property, its AI content and its actions. */
export default function PropertyDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const property = useProperty(id);
  const responses = useResponses();
  const [editOpen, setEditOpen] = useState(false);
  const [editTab, setEditTab] = useState<PropertyEditTab>('basic');
  const [deleteOpen, setDeleteOpen] = useState(false);
  const mine = useMemo(() => responsesForProperty(responses.data ?? [], id), [responses.data, id]);

  if (property.isPending) return <PropertyDetailSkeleton />;
  if (!property.data) {
    const missing = property.error instanceof ApiError && property.error.status === 404;
    return (
      <NotFoundScreen
        icon={Home}
        title="Property Not Found"
        message={
          missing
            ? "The property you're looking for doesn't exist or has been removed."
            : 'Failed to load property details'
        }
        actions={
          <Link to="/app/properties" className={buttonClasses('primary')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back to Properties
          </Link>
        }
      />
    );
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

  const edit = (tab: PropertyEditTab = 'basic') => {
    setEditTab(tab);
    setEditOpen(true);
  };

  return (
    <div className="space-y-6">
      <PropertyDetailHeader
        record={record}
        onBack={() => navigate('/app/properties')}
        onGenerate={generate}
        onEdit={() => edit()}
        onDelete={() => setDeleteOpen(true)}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <PropertyPhotos propertyId={record.id} address={record.address} />
          <PropertyKeyDetails record={record} />
          <PropertyInformation record={record} onAdd={edit} />
          <PropertyDescription record={record} onAdd={() => edit('descriptions')} />
          <FeaturesAndAmenities record={record} onAdd={edit} />
          <PropertyHistory record={record} onAdd={edit} />
          <PropertyAgentAndNotes record={record} onAdd={edit} />
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
          <PropertyQuickActions propertyId={record.id} />
          <PropertyStatistics
            record={record}
            responseCount={responses.isPending ? null : responses.isError ? undefined : mine.length}
          />
        </aside>
      </div>
      <EditPropertyDialog record={record} open={editOpen} onOpenChange={setEditOpen} initialTab={editTab} />
      <DeletePropertyDialog
        record={record}
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        onDeleted={() => navigate('/app/properties', { replace: true })}
      />
    </div>
  );
}
