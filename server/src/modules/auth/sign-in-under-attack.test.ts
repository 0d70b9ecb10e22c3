import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_LONG } from '@contracts/fields';
import { makeUser, PASSWORD } from '../../../test/factories';
import { freshLoopbackAddress, liveServer, postFrom } from '../../../test/live-server';
import { testApp } from '../../../test/test-app';
import { accountsRepo } from './accounts.repo';
import { textIn } from '../../i18n/messages';

// The production limits, and a live server so each client can have its own source address.
// A real cost for the hashes the crowd makes: at the test cost of 4 a hash takes about a
// millisecond, and on an idle machine the crowd never had four in flight at once.
const ctx = testApp({
  LOGIN_MAX_FAILURES_PER_ADDRESS: '30',
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '20',
  HASHES_PER_ADDRESS: '4',
  BCRYPT_COST: '10',
});
const live = liveServer(() => ctx.app);
const login = (from: string, roll_no: string, password: string, headers?: Record<string, string>) =>
  postFrom(live.port(), from, '/api/api/login', { roll_no, password }, headers);

const junkId = (i: number) => `NOBODY${Date.now().toString(36)}${i}`;

describe('failed sign-ins are limited per address across IDs (password spraying)', () => {
  it('answers 429 with Retry-After once one address has failed 30 times, whatever IDs and forged X-Forwarded-For it sends', async () => {
    const attacker = freshLoopbackAddress();
    const victims = await Promise.all(Array.from({ length: 6 }, () => makeUser('student')));
    // One password against 40 IDs, then five against each of six real accounts. The first 30
    // one after the other; the refused rest at once (each refusal is answered after a pause).
    const first: number[] = [];
    for (let i = 0; i < 30; i++)
      first.push((await login(attacker, junkId(i), 'Summer2026!', { 'X-Forwarded-For': `10.1.${i}.1` })).status);
    const rest = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        login(attacker, junkId(i + 30), 'Summer2026!', { 'X-Forwarded-For': `10.2.${i}.1` }),
      ),
      ...victims.flatMap((v) => Array.from({ length: 5 }, (_, i) => login(attacker, v.loginId, `guess-${i}`))),
    ]);
    expect(first.every((s) => s === 401)).toBe(true);
    expect(rest.map((a) => a.status).every((s) => s === 429)).toBe(true);

    const blocked = await login(attacker, victims[0]!.loginId, PASSWORD, { 'X-Forwarded-For': '10.200.0.1' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/);
    // Other addresses are not touched by it.
    expect((await login(freshLoopbackAddress(), victims[0]!.loginId, PASSWORD)).status).toBe(200);
  });
});

describe('failed sign-ins are limited per account across addresses', () => {
  it('answers 429 to every address once one ID has failed 20 times, and not for other IDs', async () => {
    const victim = await makeUser('teacher');
    const bystander = await makeUser('teacher');
    for (let i = 0; i < 20; i++)
      expect((await login(freshLoopbackAddress(), victim.loginId, `guess-${i}`)).status).toBe(401);
    const blocked = await login(freshLoopbackAddress(), victim.loginId.toLowerCase(), PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(freshLoopbackAddress(), bystander.loginId, PASSWORD)).status).toBe(200);
  });

  it('an unknown ID is limited alike, so the answers tell nothing about which IDs exist', async () => {
    const id = junkId(999);
    for (let i = 0; i < 20; i++) expect((await login(freshLoopbackAddress(), id, `guess-${i}`)).status).toBe(401);
    expect((await login(freshLoopbackAddress(), id, 'guess')).status).toBe(429);
  });
});

describe('password hashing is bounded per address', () => {
  it('a crowd of sign-ins from one address gets 429 with Retry-After at once, while another address signs in', async () => {
    const attacker = freshLoopbackAddress();
    const user = await makeUser('admin');
    const crowd = Array.from({ length: 40 }, (_, i) => login(attacker, junkId(i + 100), 'junk-password'));
    const real = await login(freshLoopbackAddress(), user.loginId, PASSWORD);
    const answers = await Promise.all(crowd);
    expect(real.status).toBe(200);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    // At most four hashes of that address ever ran or waited at once.
    const busy = answers.filter((a) => a.status === 429 && /at once/.test(a.text));
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => Number(a.headers['retry-after']) > 0)).toBe(true);
  });
});

describe('passwords bcrypt would cut', () => {
  it('refuses a password over 72 bytes at sign-in with the same message as at creation', async () => {
    const password = 'é'.repeat(36); // exactly 72 bytes
    const account = await accountsRepo.insert({
      loginId: junkId(7).slice(0, 30),
      role: 'admin',
      email: `long.${Date.now()}@example.org`,
      mobile: null,
      passwordHash: await ctx.parts.passwords.hash(password),
    });
    const from = freshLoopbackAddress();
    expect((await login(from, account.login_id, password)).status).toBe(200);
    // bcrypt would read only the first 72 bytes and let this in.
    const longer = await login(from, account.login_id, `${password}anything`);
    expect(longer.status).toBe(400);
    expect(longer.body.error).toBe(textIn('en', PASSWORD_TOO_LONG));
    expect(longer.body.fields).toEqual({ password: textIn('en', PASSWORD_TOO_LONG) });
  });
});
