import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/ai-fixtures';
import { mockApi, signIn } from '@/test/api-mock';
import { renderSignedInForm } from '@/test/render-signed-in-form';
import { WritingPreferencesForm } from './writing-preferences-form';

function renderForm(user = makeUser()) {
  return renderSignedInForm(<WritingPreferencesForm user={user} />);
}

const VALID = { body: { valid: true, isEmailVerified: true, lastLoginAt: null } };

beforeEach(() => signIn());

describe('the MLS public-remarks limit in account settings', () => {
  it('saves a preset', async () => {
    const { calls } = mockApi({
      'GET /api/user/get/me': { body: makeUser() },
      'POST /api/validate': VALID,
      'PUT /api/user/preferences': { body: makeUser({ mlsRemarksLimit: 1500 }) },
    });
    const user = renderForm();
    const limit = screen.getByLabelText('MLS public-remarks limit');
    expect(limit).toHaveValue('1000');
    expect(screen.getByRole('button', { name: 'Save MLS limit' })).toBeDisabled();
    await user.selectOptions(limit, '1500');
    await user.click(screen.getByRole('button', { name: 'Save MLS limit' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ mlsRemarksLimit: 1500 }),
    );
  });

  it('takes another number within the range, with the range in the message', async () => {
    const { calls } = mockApi({
      'GET /api/user/get/me': { body: makeUser() },
      'POST /api/validate': VALID,
      'PUT /api/user/preferences': { body: makeUser({ mlsRemarksLimit: 1250 }) },
    });
    const user = renderForm();
    await user.selectOptions(screen.getByLabelText('MLS public-remarks limit'), 'custom');
    const custom = screen.getByLabelText('Characters');
    await user.type(custom, '150');
    await user.click(screen.getByRole('button', { name: 'Save MLS limit' }));
    expect(await screen.findByText('The MLS limit must be at least 200 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(custom);
    await user.type(custom, '1250');
    await user.click(screen.getByRole('button', { name: 'Save MLS limit' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ mlsRemarksLimit: 1250 }),
    );
  });

  it('opens on the custom number an account already has', () => {
    mockApi({
      'GET /api/user/get/me': { body: makeUser({ mlsRemarksLimit: 1250 }) },
      'POST /api/validate': VALID,
    });
    renderForm(makeUser({ mlsRemarksLimit: 1250 }));
    expect(screen.getByLabelText('MLS public-remarks limit')).toHaveValue('custom');
    expect(screen.getByLabelText('Characters')).toHaveValue('1250');
  });
});
