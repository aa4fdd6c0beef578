import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  mailedToken,
  post,
  randomIp,
  register,
  signedInAccount,
  uniqueEmail,
} from '../../../test/auth-helpers.ts';
import { captureLogs } from '../../../test/log-capture.ts';
import { createTestProperty, SAMPLE_PROPERTY } from '../../../test/test-ai.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestUser, creditsOf } from '../../../test/test-users.ts';
import { emailTokens, refreshTokens, users } from '../../db/schema.ts';
import { loggerOptions } from '../../lib/log-redaction.ts';
import { sha256 } from '../../lib/tokens.ts';
import { createEmailToken } from './email-tokens.ts';
import { hashPassword } from './passwords.ts';

// Each finding of the penetration test, replayed as the attack and asserting the defended outcome.
// No job workers run in this app: account mails that a job writes stay queued, which is what the
// timing tests look at.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_ATTEMPTS: '5',
    LOCKOUT_MINUTES: '15',
    LOGIN_ACCOUNT_FAILURES_PER_MINUTE: '8',
    RATE_LIMIT_MAIL_PER_HOUR: '5',
    RATE_LIMIT_AUTH_PER_MINUTE: '20',
  });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user/get/me', headers });
const createProperty = (headers: Headers) =>
  t.app.inject({ method: 'POST', url: '/api/property/create', headers, payload: SAMPLE_PROPERTY as object });
const updateUser = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/user/update', headers, payload, remoteAddress: randomIp() });
const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });

async function userRow(id: string) {
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Account-mail jobs queued for an address (the workers are not running, so they stay queued). */
async function queuedAccountMails(email: string): Promise<number> {
  const result = await t.deps.database.db.execute(
    sql.raw(
      `select count(*)::int as n from "${t.deps.queue.schema}".job where name = 'account-mail' and data->>'email' = '${email.replaceAll("'", "''")}'`,
    ),
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
}

describe('finding 4: account takeover from a logged access token', () => {
  it('never writes tokens, passwords or cookies to a log line', async () => {
    const logs = captureLogs();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: logs.stream } });
    app.post('/probe', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'probe');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/probe?access_token=SECRET-QUERY-TOKEN&page=2',
      headers: { authorization: 'Bearer SECRET-HEADER-TOKEN', cookie: 'session=SECRET-COOKIE' },
      payload: {
        password: 'SECRET-PASSWORD',
        refreshToken: 'SECRET-REFRESH',
        nested: { token: 'SECRET-NESTED' },
      },
    });
    await app.close();
    const log = logs.text();
    expect(log).toContain('/probe?access_token=[redacted]&page=2');
    expect(log).toContain('probe');
    expect(log).not.toMatch(/SECRET-/);
  });

  it('logs a failed query with its SQL but not the values it was sent', async () => {
    const logs = captureLogs();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: logs.stream } });
    app.get('/probe', async (request) => {
      const cause = Object.assign(new Error('invalid byte sequence'), { parameters: ['SECRET-CAUSE'] });
      const err = Object.assign(
        new Error(
          'Failed query: insert into "properties" ("data") values ($1)\nparams: SECRET-NAME,SECRET-ADDRESS',
          {
            cause,
          },
        ),
        { query: 'insert into "properties" ("data") values ($1)', params: ['SECRET-NAME'] },
      );
      request.log.error({ err }, 'unhandled error');
      return { ok: true };
    });
    await app.inject({ method: 'GET', url: '/probe' });
    await app.close();
    const log = logs.text();
    expect(log).toContain('Failed query: insert into');
    expect(log).toContain('invalid byte sequence');
    expect(log).not.toMatch(/SECRET-/);
  });

  it('a stolen access token alone cannot move the account to another address', async () => {
    const victim = await signedInAccount(t, { verified: true });
    const attackerEmail = uniqueEmail('attacker');
    const res = await updateUser(victim.headers, { fullName: victim.fullName, email: attackerEmail });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      currentPassword: 'Enter your current password to change your email',
    });
    const guessed = await updateUser(victim.headers, {
      fullName: victim.fullName,
      email: attackerEmail,
      currentPassword: 'password123',
    });
    expect(guessed.statusCode).toBe(400);

    // The reset the attacker then asks for is queued for the victim's own address, not theirs.
    expect((await me(victim.headers)).json()).toMatchObject({ email: victim.email, pendingEmail: null });
    await post(t, '/api/auth/password-reset-request', { email: attackerEmail });
    expect(await queuedAccountMails(attackerEmail)).toBe(1);
    const [attackerAccount] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, attackerEmail));
    expect(attackerAccount).toBeUndefined();
    expect((await post(t, '/api/login', { email: victim.email, password: victim.password })).statusCode).toBe(
      200,
    );
  });

  it('the old address is told at once and its undo link restores it and ends every session', async () => {
    // Even with the password, the move is announced to the old address, which can take it back.
    const victim = await signedInAccount(t, { verified: true });
    const attackerEmail = uniqueEmail('attacker');
    const res = await updateUser(victim.headers, {
      fullName: victim.fullName,
      email: attackerEmail,
      currentPassword: victim.password,
    });
    expect(res.statusCode).toBe(200);
    const confirmToken = await mailedToken(t, attackerEmail, '/confirm-email-change');
    expect((await post(t, '/api/auth/email-change-confirm', { token: confirmToken })).statusCode).toBe(200);
    expect((await userRow(res.json().id)).email).toBe(attackerEmail);
    const attacker = await post(t, '/api/login', { email: attackerEmail, password: victim.password });
    expect(attacker.statusCode).toBe(200);

    const undoToken = await mailedToken(t, victim.email, '/undo-email-change');
    const undo = await post(t, '/api/auth/email-change-undo', { token: undoToken });
    expect(undo.statusCode).toBe(200);
    const row = await userRow(res.json().id);
    expect(row).toMatchObject({ email: victim.email, pendingEmail: null });
    expect(
      (await post(t, '/api/login', { email: attackerEmail, password: victim.password })).statusCode,
    ).toBe(401);
    // Whoever held a session is out: access and refresh tokens alike.
    expect((await me({ authorization: `Bearer ${attacker.json().accessToken}` })).statusCode).toBe(401);
    expect(
      (await post(t, '/api/auth/refresh', { refreshToken: attacker.json().refreshToken })).statusCode,
    ).toBe(401);
    expect((await post(t, '/api/login', { email: victim.email, password: victim.password })).statusCode).toBe(
      200,
    );
    expect((await post(t, '/api/auth/email-change-undo', { token: undoToken })).statusCode).toBe(400);
  });
});

describe('finding 5: bogus reset confirms must not burn CPU', () => {
  it('refuses 32 concurrent bogus confirms without hashing their passwords', async () => {
    const bogus = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset-confirm',
        payload: { token: `bogus-${Math.random()}`, newPassword: 'attacker-pass-1' },
        remoteAddress: randomIp(),
      });
    // What 32 argon2 hashes cost, as the yardstick. CPU time of the whole process (argon2 runs on
    // worker threads, which it counts too) rather than wall time, so a busy machine does not blur it.
    const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    let started = process.cpuUsage();
    await Promise.all(Array.from({ length: 32 }, () => hashPassword('attacker-pass-1')));
    const hashing = cpuMs(process.cpuUsage(started));

    started = process.cpuUsage();
    const answers = await Promise.all(Array.from({ length: 32 }, bogus));
    const confirms = cpuMs(process.cpuUsage(started));
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('This password reset link is invalid or has already been used.');
    }
    // Checking a token is one indexed read (measured at 0.1-0.4 of the yardstick, PGlite to PostgreSQL);
    // had each confirm hashed first it would cost the yardstick plus that.
    expect(confirms).toBeLessThan(hashing * 0.8);
  });

  it('a used or expired link is refused before hashing too, and confirms are limited per IP', async () => {
    const account = await register(t);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, account.email));
    const expired = await createEmailToken(t.deps.database.db, row.id, 'reset_password', -10);
    const res = await post(t, '/api/auth/password-reset-confirm', {
      token: expired,
      newPassword: 'new-pass-12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This password reset link has expired. Please request a new one.');

    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset-confirm',
        payload: { token: `bogus-${i}`, newPassword: 'attacker-pass-1' },
        remoteAddress: ip,
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('finding 6: lockout neither reveals accounts nor locks the owner out', () => {
  it('answers the same sequence for a known and an unknown address', async () => {
    const account = await register(t);
    const unknown = uniqueEmail('nobody');
    const answersFor = async (email: string) => {
      const ip = randomIp();
      const out: { status: number; body: unknown }[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await loginFrom(ip, email, `wrong-${i}`);
        const { lockedUntil: _, retryAfter: __, ...body } = res.json();
        out.push({ status: res.statusCode, body });
      }
      return out;
    };
    const known = await answersFor(account.email);
    const none = await answersFor(unknown);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 423, 423]);
    expect(none).toEqual(known);
  });

  it("an attacker's failures lock only the attacker's address; the owner signs in elsewhere", async () => {
    const victim = await register(t);
    const attackerIp = randomIp();
    for (let i = 0; i < 5; i++) await loginFrom(attackerIp, victim.email, `guess-${i}`);
    expect((await loginFrom(attackerIp, victim.email, victim.password)).statusCode).toBe(423);
    expect((await loginFrom(randomIp(), victim.email, victim.password)).statusCode).toBe(200);
  });

  it('failures from many addresses hit a short global backstop, not a 15 minute lock', async () => {
    const victim = await register(t);
    // 8 failures in a minute from 8 addresses (LOGIN_ACCOUNT_FAILURES_PER_MINUTE=8).
    for (let i = 0; i < 8; i++) await loginFrom(randomIp(), victim.email, `spray-${i}`);
    const blocked = await loginFrom(randomIp(), victim.email, victim.password);
    expect(blocked.statusCode).toBe(423);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('finding 7: reset and verification requests take the same path for every address', () => {
  it('queues one mail job and writes no mail inside the request, known or unknown', async () => {
    const account = await register(t);
    const registrationMail = (await latestMail(t, account.email)).file;
    const unknown = uniqueEmail('nobody');
    for (const url of ['/api/auth/password-reset-request', '/api/auth/email-verification-request']) {
      const before = {
        known: await queuedAccountMails(account.email),
        unknown: await queuedAccountMails(unknown),
      };
      const known = await post(t, url, { email: account.email });
      const none = await post(t, url, { email: unknown });
      expect(known.statusCode).toBe(200);
      expect(none.json()).toEqual(known.json());
      expect(await queuedAccountMails(account.email)).toBe(before.known + 1);
      expect(await queuedAccountMails(unknown)).toBe(before.unknown + 1);
    }
    // Nothing was mailed by the requests themselves (the workers are not running here).
    expect((await latestMail(t, account.email)).file).toBe(registrationMail);
  });
});

describe('finding 8: ending sessions ends access tokens too', () => {
  it('Logout All Devices stops the other session at once', async () => {
    const account = await signedInAccount(t, { verified: true });
    const other = (await post(t, '/api/login', { email: account.email, password: account.password })).json();
    const otherHeaders = { authorization: `Bearer ${other.accessToken}` };
    expect((await me(otherHeaders)).statusCode).toBe(200);

    const res = await post(t, '/api/auth/revoke', { revokeAll: true }, account.headers);
    expect(res.statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
    expect((await createProperty(otherHeaders)).statusCode).toBe(401);
    expect((await me(account.headers)).statusCode).toBe(401);
    // A new sign-in works as before.
    const again = (await post(t, '/api/login', { email: account.email, password: account.password })).json();
    expect((await createProperty({ authorization: `Bearer ${again.accessToken}` })).statusCode).toBe(201);
  });

  it('a password reset stops every access token at once', async () => {
    const account = await signedInAccount(t, { verified: true });
    expect((await me(account.headers)).statusCode).toBe(200);
    const token = await createEmailToken(
      t.deps.database.db,
      (await me(account.headers)).json().id,
      'reset_password',
      3600,
    );
    const res = await post(t, '/api/auth/password-reset-confirm', { token, newPassword: 'fresh-pass-9' });
    expect(res.statusCode).toBe(200);
    expect((await me(account.headers)).statusCode).toBe(401);
    expect((await createProperty(account.headers)).statusCode).toBe(401);
  });
});

describe('finding 11: email changes cannot be used to spam an address', () => {
  it('limits change mails per account and per destination, and never quotes the name', async () => {
    const spammer = await signedInAccount(t, { verified: true });
    const victimEmail = uniqueEmail('victim');
    const spammy = 'Visit http://evil.example now';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await updateUser(spammer.headers, {
        fullName: spammy,
        email: i % 2 === 0 ? victimEmail : uniqueEmail('other'),
        currentPassword: spammer.password,
      });
      statuses.push(res.statusCode);
    }
    // RATE_LIMIT_MAIL_PER_HOUR=5 changes per account, then 429.
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);

    const mail = await latestMail(t, victimEmail);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html ?? '').not.toContain('evil.example');
    expect(mail.text).toMatch(/^Hello, /);

    // Other accounts cannot pile more onto the same destination either.
    const statusesToVictim: number[] = [];
    for (let i = 0; i < 4; i++) {
      const sender = await signedInAccount(t);
      const res = await updateUser(sender.headers, {
        fullName: spammy,
        email: victimEmail,
        currentPassword: sender.password,
      });
      statusesToVictim.push(res.statusCode);
    }
    // 3 of the 5 per destination went out above (attempts 0, 2, 4), so two more pass.
    expect(statusesToVictim).toEqual([200, 200, 429, 429]);
  });
});

describe('finding 12: concurrent refreshes and lookalike addresses', () => {
  it('two tabs refreshing with the same token at once both get a pair and the session lives', async () => {
    const account = await signedInAccount(t);
    const both = await Promise.all(
      [0, 1].map(() => post(t, '/api/auth/refresh', { refreshToken: account.tokens.refreshToken })),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const res of both) {
      const next = await post(t, '/api/auth/refresh', { refreshToken: res.json().refreshToken });
      expect(next.statusCode).toBe(200);
    }
  });

  it('a token replayed after the grace is still theft: the family is revoked', async () => {
    const account = await signedInAccount(t);
    const rotated = (
      await post(t, '/api/auth/refresh', { refreshToken: account.tokens.refreshToken })
    ).json();
    await t.deps.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, sha256(account.tokens.refreshToken)));
    expect(
      (await post(t, '/api/auth/refresh', { refreshToken: account.tokens.refreshToken })).statusCode,
    ).toBe(401);
    expect((await post(t, '/api/auth/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
  });

  it('a replay from another device within the grace is theft too', async () => {
    const account = await signedInAccount(t);
    const first = await post(t, '/api/auth/refresh', {
      refreshToken: account.tokens.refreshToken,
      deviceFingerprint: 'device-a',
    });
    expect(first.statusCode).toBe(200);
    const stolen = await post(t, '/api/auth/refresh', {
      refreshToken: first.json().refreshToken,
      deviceFingerprint: 'device-a',
    });
    expect(stolen.statusCode).toBe(200);
    const replay = await post(t, '/api/auth/refresh', {
      refreshToken: first.json().refreshToken,
      deviceFingerprint: 'device-b',
    });
    expect(replay.statusCode).toBe(401);
    expect(
      (await post(t, '/api/auth/refresh', { refreshToken: stolen.json().refreshToken })).statusCode,
    ).toBe(401);
  });

  it('lookalike spellings never become a second account', async () => {
    const local = `agent${Date.now()}`;
    const original = await register(t, { email: `${local}@example.com` });
    const count = async () =>
      (await t.deps.database.db.select().from(users).where(eq(users.email, original.email))).length;

    // Zero-width characters and a fullwidth @ normalise to the same address: no new account.
    for (const spelling of [
      `${local}\u200B@example.com`,
      `${local}\uFF20example.com`,
      `${local.toUpperCase()}@EXAMPLE.COM`,
    ]) {
      const res = await post(t, '/api/user/create', {
        fullName: 'Mallory',
        email: spelling,
        password: 'other-pass-1',
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await count()).toBe(1);
    const [lookalikes] = await t.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.email} like ${`%${local.slice(1)}%`}`);
    expect(Number(lookalikes.n)).toBe(1);

    // A Cyrillic letter in place of a Latin one is refused with a clear message.
    const cyrillic = await post(t, '/api/user/create', {
      fullName: 'Mallory',
      email: `\u0430${local.slice(1)}@example.com`,
      password: 'other-pass-1',
    });
    expect(cyrillic.statusCode).toBe(400);
    expect(cyrillic.json().fields.email).toMatch(/plain Latin letters/);

    // Sign-in normalises the same way.
    const login = await post(t, '/api/login', {
      email: `${local}\u200B\uFF20example.com`,
      password: original.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('the email tokens of a change are stored hashed, with the address they are about', async () => {
    const account = await signedInAccount(t);
    const newEmail = uniqueEmail('moved');
    await updateUser(account.headers, {
      fullName: account.fullName,
      email: newEmail,
      currentPassword: account.password,
    });
    const token = await mailedToken(t, newEmail, '/confirm-email-change');
    const [row] = await t.deps.database.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, sha256(token)));
    expect(row).toMatchObject({ kind: 'change_email', email: newEmail });
  });
});

describe('finding: text that breaks storage (NUL) or disguises itself on screen (bidi overrides)', () => {
  const HOSTILE = ['Jane\u0000Doe', '\u202Eenaj Realtor', 'Jane \u2066Doe'];

  it('registration refuses them in fullName with 400 and the field, never 500', async () => {
    for (const fullName of HOSTILE) {
      const res = await post(t, '/api/user/create', {
        fullName,
        email: uniqueEmail('bidi'),
        password: 'long-enough-1',
      });
      expect(res.statusCode, JSON.stringify(fullName)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().fields).toHaveProperty('fullName');
    }
  });

  it('PUT /api/user/update refuses them in fullName with 400 and the field, never 500', async () => {
    const account = await signedInAccount(t);
    for (const fullName of HOSTILE) {
      const res = await updateUser(account.headers, { fullName, email: account.email });
      expect(res.statusCode, JSON.stringify(fullName)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().fields).toHaveProperty('fullName');
    }
    expect((await me(account.headers)).json().fullName).toBe(account.fullName);
  });

  it("a generation's customInstructions refuses them with 400 and the field, and charges nothing", async () => {
    const { user, headers } = await createTestUser(t, { credits: 5 });
    const property = await createTestProperty(t, user.id);
    for (const customInstructions of ['Mention the pool\u0000', 'Say \u202Eloop eht\u202C twice']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai/generate',
        headers,
        payload: { propertyId: property.id, generationType: 'keywords', customInstructions },
      });
      expect(res.statusCode, JSON.stringify(customInstructions)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json().fields).toHaveProperty('customInstructions');
    }
    expect(await creditsOf(t, user.id)).toBe(5);
  });
});
