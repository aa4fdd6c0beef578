import { Building2, Coins, FileText, Send } from 'lucide-react';
import { OnboardingModal } from '@/components/onboarding-modal';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useResponses } from '@/lib/queries/responses';
import { useMe } from '@/lib/queries/user-me';
import { QuickActions } from '../components/quick-actions';
import { RecentResponses } from '../components/recent-responses';
import { StatTile } from '../components/stat-tile';
import { SubscriptionCard } from '../components/subscription-card';
import { WelcomeCard } from '../components/welcome-card';

export default function DashboardPage() {
  const me = useMe();
  const responses = useResponses();
  const user = me.data;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      {me.isError ? (
        <QueryErrorAlert title="Failed to load account information" onRetry={me.refetch} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <WelcomeCard fullName={user?.fullName} propertyCount={user?.propertyCount} />
        <SubscriptionCard credits={user?.credits} />
      </div>

      <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile icon={Building2} label="Total Properties" value={user?.propertyCount} />
        <StatTile icon={Coins} label="AI Credits" value={user?.credits} />
        <StatTile icon={FileText} label="AI Responses" value={responses.data?.length} />
        <StatTile icon={Send} label="Total Requests" value={user?.requestCount} />
      </section>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <QuickActions hasProperties={user ? user.propertyCount > 0 : undefined} />
        <RecentResponses
          responses={responses.data}
          loading={responses.isPending}
          failed={responses.isError}
        />
      </div>

      <OnboardingModal propertyCount={user?.propertyCount} requestCount={user?.requestCount} />
    </div>
  );
}
