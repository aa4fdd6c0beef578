import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { AccountOverview } from '../components/account-overview';
import { LogoutAllDevices } from '../components/logout-all-devices';
import { PersonalInformationForm } from '../components/personal-information-form';
import { WritingPreferencesForm } from '../components/writing-preferences-form';

/** Account settings at /app/account and /app/profile (docs/product/accounts.md#account-settings). */
export default function AccountPage() {
  const { user } = useSession();
  if (!user) {
    return (
      <div className="space-y-6" aria-busy>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-96 rounded-xl" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900 dark:text-white">Your account</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Manage your details, password, listing copy and signed-in devices.
        </p>
      </div>
      <AccountOverview user={user} />
      <PersonalInformationForm key={user.id} user={user} />
      <WritingPreferencesForm key={`${user.id}-${user.mlsRemarksLimit}`} user={user} />
      <LogoutAllDevices />
    </div>
  );
}
