import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

export default function AdminPage() {
  return <EmptyState icon={ShieldCheck} title="Admin" description="Admin tools coming soon..." />;
}
