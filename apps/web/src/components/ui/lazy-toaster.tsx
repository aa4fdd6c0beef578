import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToasterProps, toast } from 'sonner';

// sonner (docs/decisions/0013) is downloaded only once a module that can raise a toast has loaded:
// components/ui/toast.ts asks for the Toaster when it is imported. Pages that never show a toast, the
// whole public site among them, do not carry it. sonner replays toasts raised before its Toaster
// mounted, so the first toast is not lost while the library arrives.

// The toast API, handed over by components/ui/toast.ts: until a module raising toasts has loaded, there
// is no toast to dismiss.
let sonnerToast: typeof toast | null = null;

// A failed download (a dropped connection) costs the toasts, not the page.
const Toaster = lazy(
  (): Promise<{ default: ComponentType<ToasterProps> }> =>
    import('sonner').then(
      (m) => ({ default: m.Toaster }),
      () => ({ default: () => null }),
    ),
);

// A toast reports what happened on the page where it was raised, so it goes when the agent moves to
// another page (docs/product/navigation.md#toasts, docs/decisions/0025). The one exception is a toast
// that reports the action which itself opened the next page ('Property deleted', then the list): it
// is carried over that one navigation, or the agent would never see it.
const carried = new Set<string | number>();

/** Keeps the toast `id` on screen across the next page change only; returns the id. */
export function carryToNextPage(id: string | number) {
  carried.add(id);
  return id;
}

/** Dismisses the toasts of the page being left (the signed-in shell calls it on each page change). */
export function dismissPageToasts() {
  const active = sonnerToast?.getToasts() ?? [];
  for (const t of active) {
    if (!carried.delete(t.id)) sonnerToast?.dismiss(t.id);
  }
  carried.clear();
}

let requested = false;
const listeners = new Set<() => void>();

/** Called when a toast may follow, with the API raising it: from then on the Toaster is mounted. */
export function requestToaster(api: typeof toast) {
  sonnerToast = api;
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
