import { LOW_CREDITS_ACCOUNT } from '@ai-realty/shared/constants';
import { formatDate, formatNumber } from '@ai-realty/shared/rules/format';
import type { User } from '@ai-realty/shared/schemas/auth';
import { Building2, Coins, MailCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

function Tile({
  icon,
  label,
  value,
  note,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
        {icon}
        {label}
      </div>
      <div className="mt-2 text-2xl font-semibold text-slate-900 dark:text-white">{value}</div>
      {note ? <div className="mt-1 text-xs text-slate-500 dark:text-slate-400">{note}</div> : null}
    </Card>
  );
}

const iconClass = 'h-4 w-4 text-accent-700 dark:text-accent-200';

export function AccountOverview({ user }: { user: User }) {
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="sr-only">
        Account overview
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <Tile
          icon={<Building2 className={iconClass} aria-hidden />}
          label="Properties"
          value={formatNumber(user.propertyCount)}
          note="In your portfolio"
        />
        <Tile
          icon={<Sparkles className={iconClass} aria-hidden />}
          label="AI requests"
          value={formatNumber(user.requestCount)}
          note="Generated since you joined"
        />
        <Tile
          icon={<Coins className={iconClass} aria-hidden />}
          label="Credits"
          value={formatNumber(user.credits)}
          note={
            user.credits < LOW_CREDITS_ACCOUNT ? (
              <Badge tone="yellow">Low balance</Badge>
            ) : (
              'Credits never expire'
            )
          }
        />
        <Tile
          icon={<MailCheck className={iconClass} aria-hidden />}
          label="Email"
          value={
            user.isEmailVerified ? (
              <Badge tone="green">Verified</Badge>
            ) : (
              <Badge tone="yellow">Not verified</Badge>
            )
          }
          note={`Member since ${formatDate(user.createdAt)}`}
        />
      </div>
    </section>
  );
}
