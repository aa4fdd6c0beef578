import { toast } from '@/components/ui/toast';

// "{Type} started" belongs to a generation that this tab has just started, and only while it is still
// being written: the generate flow and the follow-ups note the start here, and the response page
// announces it once, if the response is still Pending or Processing when it opens. Opening a finished
// response, from the list or by coming back to it, never says "started".
const noted = new Map<string, string>();

const toastId = (responseId: string) => `generation-started:${responseId}`;

/** Remembers that this tab started writing `responseId`, a `title` (Listing Description, ...). */
export function noteGenerationStarted(responseId: string, title: string) {
  noted.set(responseId, title);
}

/**
 * Called by the response page with the response's state: the first call after a noted start shows
 * "{title} started" if the response is still running, and a later one with `running` false takes the
 * toast away (the writing has ended, so it no longer says anything true).
 */
export function announceGenerationStarted(responseId: string, running: boolean) {
  const title = noted.get(responseId);
  noted.delete(responseId);
  const id = toastId(responseId);
  if (running) {
    if (title) toast.success(`${title} started`, { id });
  } else if (toast.getToasts().some((t) => t.id === id)) {
    toast.dismiss(id);
  }
}
