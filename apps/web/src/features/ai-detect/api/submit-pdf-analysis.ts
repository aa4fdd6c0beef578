import type { User } from '@ai-realty/shared/schemas/auth';
import {
  type PdfAnalysisSubmitResult,
  pdfAnalysisSubmitResultSchema,
} from '@ai-realty/shared/schemas/pdf-job';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, refreshSession } from '@/lib/api-client';
import { pdfJobsQueryKey } from '@/lib/queries/pdf-jobs';
import { userMeQueryKey } from '@/lib/queries/user-me';
import { isAccessExpired, isRefreshExpired, readTokens } from '@/lib/token-storage';

// Sends a listing PDF for AI analysis (POST /property/pdf/async). This is the one call that does not
// go through `api()`: a 50 MB upload needs progress events, which only XMLHttpRequest reports. It
// keeps the client's rules: bearer token, one refresh on 401 and a single retry, errors as ApiError.

export type PdfAnalysisInput = {
  file: File;
  address: string;
  customInstructions?: string;
};

export type SubmitOptions = {
  /** Share of the upload sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

type RawReply = { status: number; statusText: string; text: string };

/** The form the server expects: the text fields first, then the file in field `pdf`. */
export function pdfAnalysisForm({ file, address, customInstructions }: PdfAnalysisInput): FormData {
  const form = new FormData();
  form.append('address', address.trim());
  const instructions = customInstructions?.trim();
  if (instructions) form.append('customInstructions', instructions);
  form.append('pdf', file, file.name);
  return form;
}

function send(form: FormData, idempotencyKey: string | undefined, opts: SubmitOptions): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/property/pdf/async');
    const { accessToken } = readTokens();
    if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    if (idempotencyKey) xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) opts.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('Network error while uploading the document'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (opts.signal) {
      if (opts.signal.aborted) return xhr.abort();
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}

/** The same mapping as the API client: `{ error, code, ...details }`, or the status text. */
function toApiError(reply: RawReply): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    body = undefined;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return new ApiError(reply.status, 'UNKNOWN_ERROR', reply.statusText || 'An unknown error occurred');
  }
  const fields = body as Record<string, unknown>;
  const message =
    typeof fields.error === 'string' ? fields.error : reply.statusText || 'An unknown error occurred';
  const code = typeof fields.code === 'string' ? fields.code : 'UNKNOWN_ERROR';
  return new ApiError(reply.status, code, message, fields);
}

/** A fresh key per submission: the retry after a refresh names the same job, so it is charged once. */
function newIdempotencyKey(): string | undefined {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : undefined;
}

export async function submitPdfAnalysis(
  input: PdfAnalysisInput,
  opts: SubmitOptions = {},
): Promise<PdfAnalysisSubmitResult> {
  if (isAccessExpired() && !isRefreshExpired()) await refreshSession();
  const form = pdfAnalysisForm(input);
  const key = newIdempotencyKey();
  let reply = await send(form, key, opts);
  if (reply.status === 401 && (await refreshSession())) {
    opts.onProgress?.(0);
    reply = await send(form, key, opts);
  }
  if (reply.status < 200 || reply.status >= 300) throw toApiError(reply);
  return pdfAnalysisSubmitResultSchema.parse(JSON.parse(reply.text));
}

/**
 * The submission as a mutation. On success the header's balance shows the answer's new balance at
 * once, and the user and the job lists are refetched.
 */
export function useSubmitPdfAnalysis(opts: Pick<SubmitOptions, 'onProgress'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PdfAnalysisInput) => submitPdfAnalysis(input, opts),
    onSuccess: (result) => {
      queryClient.setQueryData<User>(userMeQueryKey, (user) =>
        user ? { ...user, credits: result.newCreditBalance } : user,
      );
      void queryClient.invalidateQueries({ queryKey: userMeQueryKey });
      void queryClient.invalidateQueries({ queryKey: pdfJobsQueryKey });
    },
  });
}
