import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, signIn } from '@/test/api-mock';
import { submitPdfAnalysis } from './submit-pdf-analysis';

beforeEach(() => signIn());

describe('submitPdfAnalysis', () => {
  it('reports the upload up to the whole file and returns the parsed answer', async () => {
    const { calls } = mockApi({
      'POST /api/property/pdf/async': {
        status: 202,
        body: { jobId: 'job-1', status: 'pending', message: 'ok', newCreditBalance: 8 },
      },
    });
    const seen: number[] = [];
    const file = new File([new Uint8Array(4096)], 'listing.pdf', { type: 'application/pdf' });
    const result = await submitPdfAnalysis(
      { file, address: '  12 Harbor Way  ' },
      { onProgress: (fraction) => seen.push(fraction) },
    );
    expect(result.newCreditBalance).toBe(8);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(1);
    const form = calls[0]!.body as FormData;
    expect(form.get('address')).toBe('12 Harbor Way');
    expect((form.get('pdf') as File).size).toBe(4096);
  });
});
