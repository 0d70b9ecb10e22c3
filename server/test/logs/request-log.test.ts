import os from 'node:os';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { captureLogs } from '../../src/lib/log';
import { makeStudent } from '../factories';
import { uploadIntoBrokenFolder } from '../files-factories';
import { tokenMailedTo } from '../mailbox';
import { agent, testApp } from '../test-app';

const ctx = testApp();
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const parsed = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
const requestLines = (id: string) => parsed().filter((l) => l.msg === 'request' && l.request_id === id);

beforeAll(() => captureLogs(sink));
afterAll(() => captureLogs(null));

describe('the log', () => {
  it('has one JSON line per request, with the id the answer carries in X-Request-Id', async () => {
    const res = await agent(ctx).get('/api/login/status?search=private-words');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setImmediate(r));
    const [line, ...more] = requestLines(id);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/login/status', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(JSON.stringify(line)).not.toContain('private-words');
  });

  it('never holds a password, a token, a session cookie or a hash: sign-up, its link, sign-in, a failed sign-in', async () => {
    const password = 'Known-Secret-Passw0rd!';
    const wrong = 'Another-Known-Wrong-1!';
    const student = await makeStudent();
    const signup = await agent(ctx)
      .post('/api/admin/signup')
      .send({ email: student.email, mobile_no: '9876543210', roll_no: student.student_id, password });
    expect(signup.status).toBe(202);
    const token = await tokenMailedTo(student.email, 'claim-link');
    const confirm = await agent(ctx).post('/api/account/confirm').send({ token });
    expect(confirm.status).toBe(200);
    const bad = await agent(ctx).post('/api/login').send({ roll_no: student.student_id, password: wrong });
    expect(bad.status).toBe(401);
    const user = agent(ctx);
    const good = await user.post('/api/login').send({ roll_no: student.student_id, password });
    expect(good.status).toBe(200);
    const cookie = String(good.headers['set-cookie']).split(';')[0].split('=')[1];
    expect((await user.get('/api/login/status')).status).toBe(200);
    await new Promise((r) => setImmediate(r));
    for (const res of [signup, confirm, bad, good]) expect(requestLines(res.headers['x-request-id'])).toHaveLength(1);
    const all = lines.join('\n');
    for (const secret of [password, wrong, encodeURIComponent(password), token, cookie, decodeURIComponent(cookie)])
      expect(all).not.toContain(secret);
    expect(all).not.toMatch(/\$2[aby]\$/);
  });

  it('gives a 500 answer the request id of its log lines', async () => {
    const res = await uploadIntoBrokenFolder();
    expect(res.status).toBe(500);
    expect(res.body.request_id).toBe(res.headers['x-request-id']);
    await new Promise((r) => setImmediate(r));
    const mine = parsed().filter((l) => l.request_id === res.body.request_id);
    expect(mine.map((l) => l.msg).sort()).toEqual(['request', 'unhandled error']);
    expect(mine.every((l) => l.level === 50)).toBe(true);
  });

  it('takes its level from LOG_LEVEL, and refuses an unknown one naming it', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: os.tmpdir(), LOG_LEVEL: 'loud' }),
    ).toThrow(/^Invalid configuration: LOG_LEVEL:/);
  });
});
