import { chmodSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfChanged, npmStart, ownLines, stopAllStarted } from './npm-start';

// What the person who runs `npm start` for the first time reads: a few lines, what is missing,
// and the first admin's password last, where it cannot scroll away under request lines.
const base = mkdtempSync(path.join(os.tmpdir(), 'school-quiet-'));
chmodSync(base, 0o755);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const signIn = (port: number, id: string, password: string) =>
  fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roll_no: id, password }),
  });

describe('npm start, as printed', { timeout: 120_000 }, () => {
  beforeAll(() => {
    buildIfChanged();
  }, 180_000);
  afterAll(stopAllStarted, 60_000);

  it("prints a few lines, one per missing setting, and the first admin's password last, framed, with request lines kept in the data folder", async () => {
    const dataDir = path.join(base, 'first');
    const npm = npmStart({ DATA_DIR: dataDir, INITIAL_ADMIN_PASSWORD: '' });
    await npm.waitFor(/Password\s+\S+/);
    const port = npm.port();
    const password = /Password\s+(\S+)/.exec(npm.output())![1];
    expect((await signIn(port, 'ADMIN01', password)).status).toBe(200);
    for (let i = 0; i < 5; i++) await fetch(`http://127.0.0.1:${port}/api/login/status`);
    await wait(1500);
    const lines = ownLines(npm.output());
    npm.child.kill('SIGTERM');
    await npm.exited;

    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(16);
    expect(lines.filter((l) => /^APP_URL is not set/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /^SMTP_URL is not set/.test(l))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/"msg":"request"|Gzipped|\(!\)/);
    // The frame closes the output: nothing after it, requests served meanwhile included.
    const last = lines.at(-1)!;
    expect(last).toMatch(/^└─+┘$/);
    const box = lines.slice(lines.findLastIndex((l) => /^┌─+┐$/.test(l)));
    expect(box.join('\n')).toMatch(/User ID\s+ADMIN01[^]*Password\s+\S+/);
    expect(new Set(box.map((l) => [...l].length)).size).toBe(1);

    const logFile = path.join(dataDir, 'logs', 'requests.log');
    expect(existsSync(logFile)).toBe(true);
    const requests = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(requests.filter((l) => l.msg === 'request' && l.path === '/api/login/status')).toHaveLength(5);
    expect(readFileSync(logFile, 'utf8')).not.toContain(password);
  });

  it('writes the request lines to standard output instead with REQUEST_LOG=stdout, and names no password it did not make', async () => {
    const npm = npmStart({
      DATA_DIR: path.join(base, 'stdout'),
      REQUEST_LOG: 'stdout',
      APP_URL: 'https://school.example',
      SMTP_URL: 'smtp://127.0.0.1:1',
    });
    await npm.waitFor(/running at http/);
    await fetch(`http://127.0.0.1:${npm.port()}/api/login/status`);
    await npm.waitFor(/"msg":"request"/, 10_000);
    npm.child.kill('SIGTERM');
    await npm.exited;
    const text = npm.output();
    expect(text).not.toMatch(/APP_URL is not set|SMTP_URL is not set/);
    expect(text).toMatch(/First admin created with User ID ADMIN01 and the password from INITIAL_ADMIN_PASSWORD/);
    expect(text).not.toContain('start-stop-password');
    expect(existsSync(path.join(base, 'stdout', 'logs', 'requests.log'))).toBe(false);
  });
});
