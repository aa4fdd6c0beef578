import { AppError } from '../../lib/app-error.ts';

// Uploads in progress per account, in this process. An upload costs nothing until it is complete, so
// without a cap one account could hold any number of half-sent files and connections open. With
// several API processes each counts its own: the cap per account is then per process.

const inProgress = new Map<string, number>();

export const TOO_MANY_UPLOADS_MESSAGE = (limit: number) =>
  `You are already sending ${limit === 1 ? 'a PDF' : `${limit} PDFs`}. Wait until ${limit === 1 ? 'it is' : 'they are'} uploaded, then send the next one.`;

/** Takes one of the account's upload slots, or answers 429; call the returned function when done. */
export function takeUploadSlot(userId: string, limit: number): () => void {
  const current = inProgress.get(userId) ?? 0;
  if (current >= limit) {
    throw new AppError('RATE_LIMITED', TOO_MANY_UPLOADS_MESSAGE(limit), 429, { maxConcurrentUploads: limit });
  }
  inProgress.set(userId, current + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inProgress.get(userId) ?? 1) - 1;
    if (left > 0) inProgress.set(userId, left);
    else inProgress.delete(userId);
  };
}
