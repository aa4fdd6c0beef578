import { type Property, parseStoredProperty } from '@ai-realty/shared/schemas/property';
import { TRIAL_SESSION_STORAGE_KEY } from '@ai-realty/shared/schemas/trial';

// What the browser remembers of the trial, so a reload or a return visit within the 24 hours
// continues where it stopped. Storage may be unavailable (private modes): the trial then simply
// starts over.

const EXPIRES_KEY = 'trialSessionExpiresAt';
const PDF_JOB_KEY = 'trialPdfJob';
const PROPERTY_KEY = 'trialProperty';

export type StoredPdfJob = { jobId: string; address: string; filename: string };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in: the trial still works until the page is left.
  }
}

export const trialStorage = {
  sessionId: () => read(TRIAL_SESSION_STORAGE_KEY),
  /** A new session forgets everything the previous one left behind. */
  setSession(sessionId: string, expiresAt: string) {
    if (read(TRIAL_SESSION_STORAGE_KEY) !== sessionId) {
      write(PDF_JOB_KEY, null);
      write(PROPERTY_KEY, null);
    }
    write(TRIAL_SESSION_STORAGE_KEY, sessionId);
    write(EXPIRES_KEY, expiresAt);
  },
  expiresAt: () => read(EXPIRES_KEY),
  pdfJob(): StoredPdfJob | null {
    try {
      const value = JSON.parse(read(PDF_JOB_KEY) ?? 'null') as StoredPdfJob | null;
      return value && typeof value.jobId === 'string' ? value : null;
    } catch {
      return null;
    }
  },
  setPdfJob: (job: StoredPdfJob | null) => write(PDF_JOB_KEY, job ? JSON.stringify(job) : null),
  property(): Property | null {
    const value = read(PROPERTY_KEY);
    return value ? parseStoredProperty(value) : null;
  },
  setProperty: (property: Property) => write(PROPERTY_KEY, JSON.stringify(property)),
  clear() {
    for (const key of [TRIAL_SESSION_STORAGE_KEY, EXPIRES_KEY, PDF_JOB_KEY, PROPERTY_KEY]) write(key, null);
  },
};
