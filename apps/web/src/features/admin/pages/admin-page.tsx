import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { SignupFunnel } from '../components/signup-funnel';

export default function AdminPage() {
  return (
    <div className="space-y-6">
      <SignupFunnel />
      <EmptyState icon={ShieldCheck} title="Admin" description="Admin tools coming soon..." />
    </div>
  );
}
