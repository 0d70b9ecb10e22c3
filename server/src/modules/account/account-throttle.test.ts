import { describe, expect, it } from 'vitest';
import { makeStudent, PASSWORD, uniqueEmail } from '../../../test/factories';
import { mailsTo } from '../../../test/mailbox';
import { freshLoopbackAddress, liveServer, postFrom } from '../../../test/live-server';
import { agent, testApp } from '../../../test/test-app';
import { newLetterCode } from './letter-code';

// The counts are kept in PostgreSQL and shared by every test file: each test that counts per
// address sends from a loopback address of its own.
const ctx = testApp({ ACCOUNT_MAX_PER_ADDRESS: '6', ACCOUNT_MAX_PER_ID: '3' });
const live = liveServer(() => ctx.app);
const local = testApp({ ACCOUNT_MAX_PER_ADDRESS: '1', ACCOUNT_MAX_PER_ID: '1' });
const liveLocal = liveServer(() => local.app);
const proxied = testApp({ ACCOUNT_MAX_PER_ADDRESS: '6', ACCOUNT_MAX_PER_ID: '3', TRUST_PROXY: 'true' });

const CALLS = {
  signup: (id: string) => ({
    path: '/api/api/admin/signup',
    body: { email: uniqueEmail(), mobile_no: '9876543210', roll_no: id, password: PASSWORD },
  }),
  forgot: (id: string) => ({ path: '/api/account/forgot', body: { roll_no: id } }),
  confirm: (id: string) => ({
    path: '/api/account/confirm',
    body: { token: `${id}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx` },
  }),
  reset: (id: string) => ({
    path: '/api/account/reset',
    body: { token: `${id}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx`, password: PASSWORD },
  }),
};
let n = 0;
const freshId = () => `S9${String(++n).padStart(5, '0')}${Math.floor(Math.random() * 1e6)}`;

describe.each(Object.entries(CALLS))('%s is throttled', (_name, call) => {
  it('per ID across addresses: the fourth request for one ID gets 429 with Retry-After', async () => {
    const id = freshId();
    for (let i = 0; i < 3; i++) {
      const { path, body } = call(id);
      // Different addresses, as a trusted proxy reports them.
      expect(
        (
          await agent(proxied)
            .post(path)
            .set('X-Forwarded-For', `10.0.0.${i + 1}`)
            .send(body)
        ).status,
      ).not.toBe(429);
    }
    const { path, body } = call(id);
    const res = await agent(proxied).post(path).set('X-Forwarded-For', '10.0.0.99').send(body);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.error).toMatch(/Too many/);
  });

  it('per address across IDs, and a forged X-Forwarded-For changes nothing', async () => {
    const statuses: number[] = [];
    const from = freshLoopbackAddress();
    for (let i = 0; i < 7; i++) {
      const { path, body } = call(freshId());
      statuses.push((await postFrom(live.port(), from, path, body, { 'X-Forwarded-For': `192.0.2.${i}` })).status);
    }
    expect(statuses.slice(0, 6)).not.toContain(429);
    expect(statuses[6]).toBe(429);
  });
});

it('counts each action on its own, and a refused request changes nothing', async () => {
  const s = await makeStudent();
  const from = freshLoopbackAddress();
  const signup = { email: s.email, mobile_no: '9876543210', roll_no: s.student_id, password: PASSWORD };
  await postFrom(liveLocal.port(), from, '/api/account/forgot', { roll_no: `T${Date.now()}` });
  const res = await postFrom(liveLocal.port(), from, '/api/api/admin/signup', signup);
  expect(res.status).toBe(202);
  const again = await postFrom(liveLocal.port(), from, '/api/api/admin/signup', signup);
  expect(again.status).toBe(429);
  expect(await mailsTo(s.email)).toHaveLength(1);
});

it('counts every spelling of a letter code as one code: the fourth try of it from any address gets 429', async () => {
  const code = newLetterCode();
  const typed = [code.toLowerCase().match(/.{4}/g)!.join(' '), code.match(/.{4}/g)!.join('-'), code];
  for (const [i, token] of typed.entries()) {
    const res = await agent(proxied)
      .post('/api/account/reset')
      .set('X-Forwarded-For', `10.1.0.${i + 1}`)
      .send({ token, password: PASSWORD });
    expect(res.status).toBe(400);
  }
  const fourth = await agent(proxied)
    .post('/api/account/reset')
    .set('X-Forwarded-For', '10.1.0.99')
    .send({ token: code.toLowerCase(), password: PASSWORD });
  expect(fourth.status).toBe(429);
});
