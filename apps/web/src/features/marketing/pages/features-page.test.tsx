import { GENERATION_OPTIONS } from '@ai-realty/shared/generation-catalogue';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import FeaturesPage from './features-page';

describe('features page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the basic types’ cost as the server sells them', async () => {
    const availableOptions = GENERATION_OPTIONS.map((o) =>
      ['listing_description', 'keywords', 'demographics'].includes(o.name) ? { ...o, price: 2 } : o,
    );
    mockApi({ 'GET /api/ai/list': { body: { availableOptions } } });
    renderPage(<FeaturesPage />);
    expect(await screen.findByText(/The three basic types cost 2 credits each/)).toBeInTheDocument();
  });

  it('falls back to the catalogue when the prices cannot be loaded', async () => {
    mockApi({ 'GET /api/ai/list': { status: 500, body: { error: 'x', code: 'INTERNAL_ERROR' } } });
    renderPage(<FeaturesPage />);
    expect(await screen.findByText(/The three basic types cost 1 credit each/)).toBeInTheDocument();
  });
});
