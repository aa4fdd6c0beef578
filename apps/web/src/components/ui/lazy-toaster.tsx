import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps } from 'sonner';

// sonner (docs/decisions/0013) is downloaded only once a module that can raise a toast has loaded:
// components/ui/toast.ts asks for the Toaster when it is imported. Pages that never show a toast, the
// whole public site among them, do not carry it. sonner replays toasts raised before its Toaster
// mounted, so the first toast is not lost while the library arrives.

// A failed download (a dropped connection) costs the toasts, not the page.
const Toaster = lazy(
  (): Promise<{ default: ComponentType<ToasterProps> }> =>
    import('sonner').then(
      (m) => ({ default: m.Toaster }),
      () => ({ default: () => null }),
    ),
);

let requested = false;
const listeners = new Set<() => void>();

/** Called when a toast may follow: from then on the Toaster is mounted. */
export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function LazyToaster(props: ToasterProps) {
  const wanted = useSyncExternalStore(subscribe, () => requested);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
