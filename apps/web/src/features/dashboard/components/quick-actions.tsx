import { Coins, FileText, type LucideIcon, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const ACTIONS: { label: string; hint: string; to: string; icon: LucideIcon }[] = [
  { label: 'Add Property', hint: 'Wizard or PDF', to: '/app/properties?viewMode=wizard', icon: Plus },
  { label: 'Generate AI Content', hint: 'Descriptions and more', to: '/app/ai', icon: Sparkles },
  { label: 'Buy Credits', hint: 'Packs and plans', to: '/app/credits', icon: Coins },
  { label: 'View Responses', hint: 'Everything written', to: '/app/responses', icon: FileText },
];

/** Generating needs a property: before the first one, that tile leads to the wizard instead. */
export function QuickActions({ hasProperties }: { hasProperties?: boolean }) {
  const actions = ACTIONS.map((a) =>
    a.to === '/app/ai' && hasProperties === false
      ? { ...a, hint: 'Add a property first', to: '/app/properties?viewMode=wizard' }
      : a,
  );
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Quick actions</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid h-full grid-cols-2 grid-rows-2 gap-3">
          {actions.map((a) => (
            <li key={a.label}>
              <Link
                to={a.to}
                className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 p-3 transition hover:border-accent-600 hover:bg-accent-50/50 dark:border-slate-800 dark:hover:bg-accent-900/10"
              >
                <a.icon className="h-5 w-5 text-accent-700 dark:text-accent-200" aria-hidden />
                <span className="text-sm font-medium">{a.label}</span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{a.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
