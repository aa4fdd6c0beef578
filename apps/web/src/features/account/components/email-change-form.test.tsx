import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/ai-fixtures';
import { mockApi, signIn } from '@/test/api-mock';
import { renderSignedInForm } from '@/test/render-signed-in-form';
import { PersonalInformationForm } from './personal-information-form';

function renderForm(user = makeUser()) {
  return renderSignedInForm(<PersonalInformationForm user={user} />);
}

beforeEach(() => signIn());

describe('changing the email in account settings', { timeout: 20_000 }, () => {
  it('asks for the current password only when the email changes, and sends it', async () => {
    const { calls } = mockApi({
      'GET /api/user/get/me': { body: makeUser() },
      'PUT /api/user/update': { body: makeUser({ pendingEmail: 'dana@new.example' }) },
    });
    const user = renderForm();
    const label = 'Current password to confirm the email change';
    expect(screen.queryByLabelText(label)).toBeNull();

    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'dana@new.example');
    expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your current password to change your email')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText(label), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ email: 'dana@new.example', currentPassword: 'my-password' });
    // The field goes back to the address in effect until the new one is confirmed.
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com'));
    expect(screen.queryByLabelText(label)).toBeNull();
  });

  it('shows a pending change', () => {
    mockApi({ 'GET /api/user/get/me': { body: makeUser({ pendingEmail: 'dana@new.example' }) } });
    renderForm(makeUser({ pendingEmail: 'dana@new.example' }));
    expect(screen.getByText(/Waiting for confirmation of dana@new.example/)).toBeInTheDocument();
  });
});
