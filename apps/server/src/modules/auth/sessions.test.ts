import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signedInAccount } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refreshTokens } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';

const REFRESH_TTL = 3600;
const REMEMBER_TTL = 7 * 24 * 3600;

describe('sessions: login, refresh rotation, revoke and access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ACCESS_TOKEN_TTL_SECONDS: '300',
      REFRESH_TOKEN_TTL_SECONDS: String(REFRESH_TTL),
      REFRESH_TOKEN_REMEMBER_TTL_SECONDS: String(REMEMBER_TTL),
    });
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) => post(t, '/api/auth/refresh', { refreshToken });
  const validate = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/validate', headers });

  it('answers the token pair with epoch-second expiries, longer with rememberMe', async () => {
    const now = Math.floor(Date.now() / 1000);
    const plain = await signedInAccount(t);
    expect(plain.tokens.accessExpiresAt).toBeGreaterThanOrEqual(now + 299);
    expect(plain.tokens.accessExpiresAt).toBeLessThanOrEqual(now + 302);
    expect(plain.tokens.refreshExpiresAt).toBeGreaterThanOrEqual(now + REFRESH_TTL - 1);
    expect(plain.tokens.refreshExpiresAt).toBeLessThanOrEqual(now + REFRESH_TTL + 2);
    expect(plain.tokens.isEmailVerified).toBe(false);

    const remembered = await signedInAccount(t, { rememberMe: true, verified: true });
    expect(remembered.tokens.refreshExpiresAt).toBeGreaterThanOrEqual(now + REMEMBER_TTL - 1);
    expect(remembered.tokens.isEmailVerified).toBe(true);

    // Only the hash is stored.
    const [row] = await t.deps.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(remembered.tokens.refreshToken)));
    expect(row.rememberMe).toBe(true);
    expect(Buffer.from(remembered.tokens.refreshToken, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('sets lastLoginAt, which /validate reports', async () => {
    const account = await signedInAccount(t);
    const res = await validate(account.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valid: true, isEmailVerified: false });
    expect(Date.now() - new Date(body.lastLoginAt).getTime()).toBeLessThan(60_000);
  });

  it('rotates the refresh token on every refresh without extending the absolute expiry', async () => {
    const account = await signedInAccount(t);
    const first = await refresh(account.tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(Object.keys(pair).sort()).toEqual([
      'accessExpiresAt',
      'accessToken',
      'refreshExpiresAt',
      'refreshToken',
    ]);
    expect(pair.refreshToken).not.toBe(account.tokens.refreshToken);
    expect(pair.refreshExpiresAt).toBe(account.tokens.refreshExpiresAt);
    expect((await validate({ authorization: `Bearer ${pair.accessToken}` })).statusCode).toBe(200);

    const second = await refresh(pair.refreshToken);
    expect(second.statusCode).toBe(200);
    expect(second.json().refreshExpiresAt).toBe(account.tokens.refreshExpiresAt);
  });

  it('treats a reused refresh token as stolen: 401 and the whole family is revoked', async () => {
    const account = await signedInAccount(t);
    const rotated = (await refresh(account.tokens.refreshToken)).json();
    // Past the few seconds of grace that concurrent refreshes of two tabs get.
    await t.deps.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, sha256(account.tokens.refreshToken)));

    const reuse = await refresh(account.tokens.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('UNAUTHORIZED');

    // The legitimate holder's newer token dies with its family.
    const afterReuse = await refresh(rotated.refreshToken);
    expect(afterReuse.statusCode).toBe(401);

    // Another session of the same user is untouched.
    const otherLogin = await post(t, '/api/login', { email: account.email, password: account.password });
    expect((await refresh(otherLogin.json().refreshToken)).statusCode).toBe(200);
  });

  it('rejects an unknown or expired refresh token with 401', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const account = await signedInAccount(t);
    await t.deps.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(account.tokens.refreshToken)));
    const res = await refresh(account.tokens.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Refresh token has expired');
  });

  it('revokes one session, leaving the others', async () => {
    const account = await signedInAccount(t);
    const other = (await post(t, '/api/login', { email: account.email, password: account.password })).json();

    const res = await post(
      t,
      '/api/auth/revoke',
      { refreshToken: account.tokens.refreshToken },
      account.headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await refresh(account.tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('revokes every session of the user with revokeAll, and only theirs', async () => {
    const account = await signedInAccount(t);
    const second = (await post(t, '/api/login', { email: account.email, password: account.password })).json();
    const stranger = await signedInAccount(t);

    const res = await post(t, '/api/auth/revoke', { revokeAll: true }, account.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out of all devices.' });
    expect((await refresh(account.tokens.refreshToken)).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await refresh(stranger.tokens.refreshToken)).statusCode).toBe(200);
  });

  it("cannot revoke another user's session, and revoking requires a bearer token", async () => {
    const victim = await signedInAccount(t);
    const attacker = await signedInAccount(t);
    const res = await post(
      t,
      '/api/auth/revoke',
      { refreshToken: victim.tokens.refreshToken },
      attacker.headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await refresh(victim.tokens.refreshToken)).statusCode).toBe(200);

    const anonymous = await post(t, '/api/auth/revoke', { revokeAll: true });
    expect(anonymous.statusCode).toBe(401);
    const empty = await post(t, '/api/auth/revoke', {}, attacker.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ refreshToken: 'Refresh token is required' });
  });

  it('answers 401 for a missing, tampered or expired access token', async () => {
    const account = await signedInAccount(t);
    expect((await validate({})).statusCode).toBe(401);

    const [header, payload, signature] = account.tokens.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const tampered = await validate({ authorization: `Bearer ${header}.${forged}.${signature}` });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ error: 'Invalid or expired token', code: 'UNAUTHORIZED' });

    const [row] = await t.deps.database.db
      .select({ userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(account.tokens.refreshToken)));
    const expired = await t.deps.tokens.sign(row.userId, -30);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/get/me',
      headers: { authorization: `Bearer ${expired.token}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');

    const fresh = await t.deps.tokens.sign(row.userId, 60);
    expect((await validate({ authorization: `Bearer ${fresh.token}` })).statusCode).toBe(200);
  });

  it('answers 401 with the same message for an unknown email and a wrong password', async () => {
    const account = await signedInAccount(t);
    const wrong = await post(t, '/api/login', { email: account.email, password: 'wrong-password' });
    const unknown = await post(t, '/api/login', {
      email: 'nobody-here@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers the login validation messages', async () => {
    const res = await post(t, '/api/login', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('answers JSON 404 for unknown /api paths, never HTML', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/unknown'],
      ['GET', '/api/user/get/someone-else'],
      ['DELETE', '/api/login'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });
});
