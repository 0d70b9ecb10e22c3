import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { dayAfter, json, noticeUpload, registerSave, signIn, sleep, timed } from '../lib/http';
import { type Figure, figures } from '../lib/report';
import { ROOT, stopServer } from '../lib/server-process';
import type { Stack } from '../lib/stack';

const DISK = '2m';
const BIG = 3 * 1024 * 1024;

const ok = (s: number | null) => s !== null && s >= 200 && s < 300;
const count = async (stack: Stack, table: string) =>
  (await stack.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

/**
 * An upload into a full disk: the upload folder is a 2 MB tmpfs and the file is 3 MB. The
 * answer is a clear 507, no row is written, not a byte of the file stays, and the server goes
 * on answering everything else meanwhile. Where tmpfs cannot be mounted (not root), the
 * storage fault-injection tests stand in.
 */
export async function diskFullScenario(stack: Stack): Promise<Figure[]> {
  const f = figures(`full disk during an upload (tmpfs of ${DISK.toUpperCase()}B)`);
  const dir = path.join(stack.dir, 'small-disk');
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK}`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    return faultInjectionInstead(f, (err as Error).message.split('\n')[0]);
  }
  // Unmounted even if the run is interrupted (Ctrl-C exits through process.exit).
  const unmount = () => {
    if (spawnSync('umount', [dir]).status !== 0) spawnSync('umount', ['-l', dir]);
  };
  process.once('exit', unmount);
  try {
    await stopServer(stack.server);
    const server = await stack.restart({ uploadDir: dir });
    const admin = await signIn(server.url, stack.school.admins[2]);
    const teacher = await signIn(server.url, stack.school.teachers[2]);
    const upload = (title: string, bytes: number) =>
      timed(`${server.url}/api/admin/notices`, { ...noticeUpload(title, bytes), cookie: admin }, 20_000);

    const first = await upload('fits', 20_000);
    const before = {
      files: readdirSync(dir).sort(),
      free: statfsSync(dir).bavail,
      rows: await count(stack, 'stored_files'),
      notices: await count(stack, 'notices'),
    };
    const others = [
      ...Array.from({ length: 10 }, () => timed(`${server.url}/api/admin/notices`, { cookie: admin }, 10_000)),
      ...Array.from({ length: 10 }, (_, i) =>
        timed(`${server.url}/api/admin/Students?page=${i + 1}&pageSize=20`, { cookie: admin }, 10_000),
      ),
      timed(
        `${server.url}/api/attendance/register`,
        { ...json(registerSave(3, dayAfter(-400), stack.school.classes.get(3)!, () => 'Present')), cookie: teacher },
        10_000,
      ),
    ];
    const big = await upload('too big for the disk', BIG);
    const meanwhile = await Promise.all(others);
    // The temporary file is removed as the answer closes.
    await sleep(500);
    const after = {
      files: readdirSync(dir).sort(),
      free: statfsSync(dir).bavail,
      rows: await count(stack, 'stored_files'),
      notices: await count(stack, 'notices'),
    };
    const again = await upload('fits again', 20_000);

    f.check('a small upload first', String(first.status), '201', first.status === 201);
    const message =
      typeof big.body === 'object' && big.body ? String((big.body as { error?: string }).error) : String(big.body);
    f.check(
      `the ${BIG / 1024 / 1024} MB upload`,
      `${big.status}: ${message.slice(0, 60)}`,
      '507',
      big.status === 507 && /no room/.test(message),
    );
    f.check(
      'rows written by it',
      after.rows - before.rows + (after.notices - before.notices),
      '0',
      after.rows === before.rows && after.notices === before.notices,
    );
    const leftFiles = after.files.filter((n) => !before.files.includes(n)).length;
    f.check(
      'files or bytes left by it',
      `${leftFiles} files, ${(before.free - after.free) * statfsSync(dir).bsize} bytes`,
      '0',
      leftFiles === 0 && after.free >= before.free,
    );
    const fine = meanwhile.filter((o) => ok(o.status)).length;
    f.check('other requests meanwhile answered 2xx', `${fine}/${meanwhile.length}`, 'all', fine === meanwhile.length);
    f.check('a small upload afterwards', String(again.status), '201', again.status === 201);
  } finally {
    await stopServer(stack.server);
    process.off('exit', unmount);
    unmount();
    await stack.restart();
  }
  return f.rows;
}

function faultInjectionInstead(f: ReturnType<typeof figures>, why: string): Figure[] {
  f.note('tmpfs upload folder', `not available here (${why.slice(0, 60)})`);
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', 'server/src/storage/file-store.test.ts', '-t', 'a full disk'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  f.check(
    'storage fault injection (ENOSPC mid-write): 507, no row, no partial file',
    run.status === 0 ? 'passed' : 'failed',
    'passed',
    run.status === 0,
  );
  return f.rows;
}
