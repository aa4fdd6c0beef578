import { ApiError } from '@/lib/api-client';

// The trial's error texts (docs/product/trial.md#errors): the server's own message when it answered,
// otherwise what went wrong on the way there.

export const TRIAL_NETWORK_ERROR = 'Network error: Please check your internet connection and try again';
export const TRIAL_TIMEOUT_ERROR = 'Request timed out. Please check your connection and try again.';

/** The message of a failed trial call: the server's, a network or time-out text, or `fallback`. */
export function trialCallError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return TRIAL_TIMEOUT_ERROR;
  }
  if (error instanceof TypeError) return TRIAL_NETWORK_ERROR;
  return fallback;
}

/**
 * What the Trial Setup Error screen says when the session could not be started: the browser's
 * failure named in plain words, or the server's answer.
 */
export function trialSetupError(error: unknown): string {
  if (error instanceof ApiError) return error.message || 'Failed to initialize trial session';
  const text = error instanceof Error ? error.message : '';
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return TRIAL_TIMEOUT_ERROR;
  }
  if (/cors/i.test(text))
    return 'Browser compatibility issue. Please try a different browser or clear your cache.';
  if (/unable to connect|ECONNREFUSED/i.test(text))
    return 'Server connection failed. Please try again in a moment.';
  if (/network/i.test(text)) return 'Connection failed. Please check your internet connection and try again.';
  if (/fetch/i.test(text)) return 'Network error. Please try again or check your connection.';
  return 'Failed to initialize trial session';
}
