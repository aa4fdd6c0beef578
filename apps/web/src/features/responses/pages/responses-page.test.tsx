import { checkCompliance } from '@ai-realty/shared/rules/check-compliance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeResponse } from '@/test/ai-fixtures';
import { mockApi, signIn } from '@/test/api-mock';
import { renderPage } from '@/test/render-page';
import ResponsesPage from './responses-page';

const responses = [
  makeResponse({
    ID: 'a',
    Time: '2025-03-01T10:00:00Z',
    Response: '## Welcome home\n\nSun-filled **corner unit** with harbor views.',
  }),
  makeResponse({
    ID: 'b',
    Time: '2025-03-03T10:00:00Z',
    Status: 'Processing',
    Type: 'Keywords',
    Response: '',
  }),
  makeResponse({
    ID: 'c',
    Time: '2025-03-02T10:00:00Z',
    Type: 'SocialMedia',
    PropertyID: 'p2',
    Address: '9 Elm St, Bangor, ME 04401',
    Prompt: 'Use a playful tone',
    Response: 'Instagram: Elm Street charm.',
  }),
];

function setup(route = '/app/responses', list = responses) {
  mockApi({ 'GET /api/responses/user': { body: list } });
  return renderPage(<ResponsesPage />, { route, path: '/app/responses' });
}

const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => signIn());

describe('ResponsesPage', () => {
  it('lists newest first with count, preview without markdown, and Copy only when complete', async () => {
    setup();
    expect(await screen.findByText('3 of 3 responses')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['SEO Keywords', 'Social Media Posts', 'Listing Description']);
    expect(screen.getByText('Welcome home. Sun-filled corner unit with harbor views.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Listing Description' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy SEO Keywords' })).toBeNull();
    expect(screen.getByRole('link', { name: /View Social Media/ })).toHaveAttribute(
      'href',
      '/app/responses/c',
    );
    expect(screen.getByRole('link', { name: 'Generate AI Content' })).toHaveAttribute('href', '/app/ai');
  });

  it('searches address, text and custom instructions', async () => {
    setup();
    const search = await screen.findByLabelText('Search');
    await userEvent.type(search, 'playful');
    expect(screen.getByText('1 of 3 responses')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Social Media Posts']);
    await userEvent.clear(search);
    await userEvent.type(search, 'harbor views');
    expect(cardTitles()).toEqual(['Listing Description']);
    await userEvent.clear(search);
    await userEvent.type(search, 'bangor');
    expect(cardTitles()).toEqual(['Social Media Posts']);
  });

  it('filters by status (pending includes Processing) and by content type', async () => {
    setup();
    await screen.findByText('3 of 3 responses');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(cardTitles()).toEqual(['SEO Keywords']);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    const typeSelect = screen.getByLabelText('Content Type');
    expect(
      within(typeSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All types',
      'Listing Description',
      'SEO Keywords',
      'Target Demographics',
      'Social Media Posts',
    ]);
    await userEvent.selectOptions(typeSelect, 'Demographics');
    expect(screen.getByText('No responses match your filters')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 responses')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('3 of 3 responses')).toBeInTheDocument();
  });

  it('narrows to the property of the query and removes it with the chip', async () => {
    setup('/app/responses?property=p2');
    expect(await screen.findByText('1 of 3 responses')).toBeInTheDocument();
    expect(screen.getByText('Property: 9 Elm St, Bangor, ME 04401')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove property filter' }));
    expect(screen.getByText('3 of 3 responses')).toBeInTheDocument();
  });

  it('marks responses whose compliance check found something', async () => {
    const text = 'Safe neighborhood, perfect for young families.';
    setup('/app/responses', [
      makeResponse({ ID: 'x', Response: text, Findings: checkCompliance(text) }),
      makeResponse({ ID: 'y', Time: '2025-02-01T10:00:00Z', Response: 'A corner unit.' }),
    ]);
    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards).toHaveLength(2);
    expect(screen.getAllByText(/to review/)).toHaveLength(1);
    expect(screen.getByText('2 to review')).toBeInTheDocument();
  });

  it('shows the empty state when nothing was generated yet', async () => {
    setup('/app/responses', []);
    expect(await screen.findByText('No AI content generated yet')).toBeInTheDocument();
  });

  it('opens the quick view with the rendered content', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Quick view: Listing Description' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
    expect(within(dialog).getByText('Built-in writer (offline)')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Open full view/ })).toHaveAttribute(
      'href',
      '/app/responses/a',
    );
  });
});
