import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../src/lib/root';
import { buildIfChanged, npmStart, ownLines, stopAllStarted } from './npm-start';

// The operator's commands on the embedded database: a backup while the app serves, a restore
// on a "fresh machine" (a new, empty DATA_DIR), and the app starting on what was restored.
const base = mkdtempSync(path.join(os.tmpdir(), 'school-backup-cli-'));
chmodSync(base, 0o755);

function npmRun(script: string, args: string[], dataDir: string) {
  const res = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TMPDIR: process.env.TMPDIR,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
    },
  });
  return { code: res.status, lines: ownLines(`${res.stdout}\n${res.stderr}`) };
}

const signIn = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roll_no: 'ADMIN01', password: 'start-stop-password' }),
  });

describe('npm run backup / restore on the embedded database', { timeout: 180_000 }, () => {
  beforeAll(() => {
    buildIfChanged();
  }, 180_000);
  afterAll(stopAllStarted, 60_000);

  it('backs up a running app, restores into a fresh data folder, and refuses a non-empty one without --force', async () => {
    const first = path.join(base, 'first');
    const app = npmStart({ DATA_DIR: first, UPLOAD_DIR: path.join(first, 'uploads') });
    await app.waitFor(/running at http/);
    let file: string;
    try {
      const backup = npmRun('backup', [], first);
      expect(backup.code, backup.lines.join('\n')).toBe(0);
      // Progress lines (one per table) come first; the archive's name after them.
      file = backup.lines.map((l) => /^Backup written: (\S+)$/.exec(l)?.[1]).find(Boolean)!;
      expect(file, backup.lines.join('\n')).toBeTruthy();
      expect(path.dirname(file)).toBe(path.join(first, 'backups'));
      expect(npmRun('restore', [file], first).lines.at(-1)).toBe(
        `The app is running on DATA_DIR ${first}: stop it first.`,
      );
    } finally {
      app.child.kill('SIGTERM');
      await app.exited;
    }

    const fresh = path.join(base, 'fresh');
    const restore = npmRun('restore', [file], fresh);
    expect(restore.code, restore.lines.join('\n')).toBe(0);
    expect(restore.lines.at(-1)).toMatch(/^Restored school-backup-.*: \d+ rows, 0 files\.$/);
    const again = npmRun('restore', [file], fresh);
    expect(again.code).toBe(1);
    expect(again.lines.at(-1)).toMatch(/^Not restoring: the database is not empty\. .*--force/);
    expect(npmRun('restore', [file, '--force'], fresh).code).toBe(0);

    const restored = npmStart({ DATA_DIR: fresh, UPLOAD_DIR: path.join(fresh, 'uploads') });
    try {
      await restored.waitFor(/running at http/);
      expect(restored.output()).not.toContain('First admin created');
      expect((await signIn(restored.port())).status).toBe(200);
    } finally {
      restored.child.kill('SIGTERM');
      await restored.exited;
    }
  });
});
