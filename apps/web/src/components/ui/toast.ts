// One toast for results of actions.
export { toast } from 'sonner';
