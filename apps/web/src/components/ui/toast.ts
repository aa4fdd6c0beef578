import { requestToaster } from './lazy-toaster';

// One toast for results of actions. A module that imports it may show one, so the app mounts the
// Toaster now (components/ui/lazy-toaster.tsx).
requestToaster();

export { toast } from 'sonner';
