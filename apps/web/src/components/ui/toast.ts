import { toast } from 'sonner';
import { requestToaster } from './lazy-toaster';

// One toast for results of actions. A module that imports it may show one, so the app mounts the
// Toaster now (components/ui/lazy-toaster.tsx).
requestToaster(toast);

export { carryToNextPage } from './lazy-toaster';
export { toast };
