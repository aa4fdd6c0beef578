import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './tokens.ts';

const key = new TextEncoder().encode('a-test-signing-key-of-enough-length-for-hs256');

describe('access tokens', () => {
  it('signs a different token each time, even for one user within one second', async () => {
    const tokens = createAccessTokens(key);
    const first = await tokens.sign('user-1', 60, 2);
    const second = await tokens.sign('user-1', 60, 2);
    expect(second.expiresAt - first.expiresAt).toBeLessThanOrEqual(1);
    expect(second.token).not.toBe(first.token);
    expect(await tokens.verify(second.token)).toEqual({
      userId: 'user-1',
      exp: second.expiresAt,
      version: 2,
    });
  });

  it('refuses a token signed with another key or tampered with', async () => {
    const { token } = await createAccessTokens(key).sign('user-1', 60);
    expect(
      await createAccessTokens(new TextEncoder().encode('another-key-entirely-of-some-length')).verify(token),
    ).toBeNull();
    expect(await createAccessTokens(key).verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
