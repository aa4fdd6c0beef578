import { describe, expect, it } from 'vitest';
import { accountFormSchema } from './personal-information-form';

const base = {
  fullName: 'Jordan Rivera',
  email: 'jordan@example.com',
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function errors(values: Partial<typeof base>): Record<string, string> {
  const result = accountFormSchema.safeParse({ ...base, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('account form rules (commercial-area section 5)', () => {
  it('accepts a name and email change without touching the password', () => {
    expect(errors({ fullName: 'Jordan Rivera-Okafor' })).toEqual({});
  });

  it('requires a name and a valid email', () => {
    expect(errors({ fullName: '  ', email: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
    });
    expect(errors({ email: 'jordan@example' })).toEqual({ email: 'Email is invalid' });
  });

  it('checks every password field once any of them is filled', () => {
    expect(errors({ confirmPassword: 'x' })).toEqual({
      oldPassword: 'Current password is required to change password',
      newPassword: 'New password is required',
      confirmPassword: 'Passwords do not match',
    });
    expect(errors({ oldPassword: 'old-secret', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'New password must be at least 6 characters',
    });
    expect(
      errors({ oldPassword: 'old-secret', newPassword: 'long-enough', confirmPassword: 'long-enough' }),
    ).toEqual({});
  });
});
