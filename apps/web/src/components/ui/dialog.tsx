import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

// Reachable by Tab: a control taken out of the tab order (a card's cover link) is no successor.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(', ');

const canFocus = (el: Element | null | undefined): el is HTMLElement =>
  el instanceof HTMLElement &&
  el !== document.body &&
  el.isConnected &&
  !el.matches(':disabled') &&
  // Not inside something hidden (jsdom, in the tests, has no checkVisibility and lays nothing out).
  (typeof el.checkVisibility !== 'function' || el.checkVisibility());

/** The page's heading, made focusable from script if it is not already. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Where focus goes when the opener is gone (its item was deleted, its page left): the next item of
 * the opener's list, else the previous one, else the page's heading. The neighbours are noted while
 * the opener still exists.
 */
function successorOf(opener: HTMLElement | null): () => HTMLElement | null {
  const item = opener?.closest('li');
  const neighbours = item ? [item.nextElementSibling, item.previousElementSibling] : [];
  return () => {
    for (const neighbour of neighbours) {
      const target = neighbour?.isConnected ? neighbour.querySelector(FOCUSABLE) : null;
      if (canFocus(target)) return target;
    }
    return pageHeading();
  };
}

// An opener can outlive the dialog by a moment only: a deleted item leaves the list when the list is
// fetched again, a page that navigates away goes when the next page arrives. Focus follows to the
// successor if the opener goes within this time while it still holds focus.
const OPENER_WATCH_MS = 10_000;

/**
 * Returns focus to the element that opened a dialog when it closes, or to a sensible successor when
 * that element is gone. Radix returns focus only to its own `Dialog.Trigger`; the dialogs here are
 * opened from ordinary buttons (a card's menu, a page's action), so without this focus fell to the
 * page body and a keyboard user started over from the top (docs/decisions/0025). Pass the result as
 * `onCloseAutoFocus`. `fallback` is where focus goes when the opener has gone before the dialog closes
 * (a button in a sheet that closed when it opened this dialog), ahead of the list's successor.
 */
export function useReturnFocus(open: boolean, fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const successor = useRef<() => HTMLElement | null>(() => null);
  // A layout effect runs before Radix moves focus into the dialog (in a passive effect), so the
  // focused element is still the one that opened it.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    successor.current = successorOf(opener.current);
  }, [open]);

  return (event: Event) => {
    event.preventDefault();
    const target = opener.current;
    const next = successor.current;
    if (!canFocus(target)) {
      const standIn = fallback?.current;
      (canFocus(standIn) ? standIn : next())?.focus();
      return;
    }
    target.focus();
    const watch = new MutationObserver(() => {
      if (document.activeElement !== target && document.activeElement !== document.body) stop();
      else if (!target.isConnected) {
        stop();
        next()?.focus();
      }
    });
    const timer = setTimeout(() => stop(), OPENER_WATCH_MS);
    const stop = () => {
      watch.disconnect();
      clearTimeout(timer);
    };
    watch.observe(document.body, { childList: true, subtree: true });
  };
}

/**
 * The one modal primitive: Radix handles focus trapping, Escape and aria wiring; closing returns focus
 * to the opener (`useReturnFocus`).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const returnFocus = useReturnFocus(open, returnFocusTo);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-xl dark:bg-slate-900',
            className,
          )}
          onCloseAutoFocus={returnFocus}
          // Radix warns about a missing description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div
            className={cn(
              'flex items-start justify-between gap-4 p-5',
              children ? 'border-b border-slate-200 dark:border-slate-800' : null,
            )}
          >
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </RadixDialog.Close>
          </div>
          {children ? <div className="overflow-y-auto p-5">{children}</div> : null}
          {footer ? (
            <div
              className={cn(
                'flex flex-wrap justify-end gap-2 p-4',
                children ? 'border-t border-slate-200 dark:border-slate-800' : 'pt-0',
              )}
            >
              {footer}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A confirmation before anything destructive. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
