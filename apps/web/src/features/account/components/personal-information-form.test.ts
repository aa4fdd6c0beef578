import { describe, expect, it } from 'vitest';
import { accountFormSchema } from './personal-information-form';

const base = {
  fullName: 'Jordan Rivera',
  email: 'jordan@example.com',
  emailPassword: '',
  oldPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function errors(values: Partial<typeof base>): Record<string, string> {
  const result = accountFormSchema('jordan@example.com').safeParse({ ...base, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('account form rules (docs/product/accounts.md)', () => {
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

  it('asks for the current password when the email changes, not when it is only respelled', () => {
    expect(errors({ email: 'jordan@new.example' })).toEqual({
      emailPassword: 'Enter your current password to change your email',
    });
    expect(errors({ email: 'jordan@new.example', emailPassword: 'secret-1' })).toEqual({});
    expect(errors({ email: ' Jordan@Example.com\u200B' })).toEqual({});
  });

  it('refuses lookalike letters in the email', () => {
    expect(errors({ email: 'j\u043erdan@example.com', emailPassword: 'secret-1' }).email).toMatch(
      /plain Latin letters/,
    );
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
