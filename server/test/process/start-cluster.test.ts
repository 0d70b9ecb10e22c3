import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded';
import { alive, buildIfChanged, descendants, npmStart, stopAllStarted } from './npm-start';

// `npm run start:cluster` as an operator runs it: one embedded PostgreSQL, N serving processes.
const base = mkdtempSync(path.join(os.tmpdir(), 'school-cluster-'));
chmodSync(base, 0o755);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;
const servingPids = (text: string) =>
  [...text.matchAll(/running at http:\/\/localhost:\d+ \(process (\d+)\)/g)].map((m) => Number(m[1]));

describe('npm run start:cluster', { timeout: 150_000 }, () => {
  beforeAll(() => {
    buildIfChanged();
  }, 180_000);
  afterAll(stopAllStarted, 60_000);

  it('runs WORKERS processes on one port and one database, does start-up once, replaces a killed worker and stops everything on SIGTERM', async () => {
    const port = await freePort();
    const npm = npmStart(
      { DATA_DIR: path.join(base, 'two'), PORT: String(port), WORKERS: '2' },
      { script: 'start:cluster' },
    );
    // The first admin's note comes last, once both serve, so that it is the last thing on the screen.
    await npm.waitFor(/running at http[^\n]*\n[^]*running at http[^]*First admin created/);
    const out = npm.output();
    expect(count(out, /First admin created/)).toBe(1);
    expect(count(out, /Started the embedded PostgreSQL/)).toBe(1);
    const [first, second] = servingPids(out);
    expect(first).not.toBe(second);
    for (let i = 0; i < 6; i++) expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

    // A worker that dies is replaced (serving on meanwhile is the reliability scenario's part).
    process.kill(first, 'SIGKILL');
    await npm.waitFor(/starting another[^]*running at http/);
    expect(servingPids(npm.output())).toHaveLength(3);
    expect((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status).toBe(200);

    const tree = descendants(npm.child.pid!);
    npm.child.kill('SIGTERM');
    expect(await npm.exited).toEqual({ code: 0, signal: null });
    const until = Date.now() + 15_000;
    while (tree.some(alive) && Date.now() < until) await wait(100);
    expect(tree.filter(alive)).toEqual([]);
  });
});
