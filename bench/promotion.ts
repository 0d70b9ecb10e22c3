import { SECTIONS } from '@contracts/enums';
import { compose } from '../server/src/compose';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { closePool, createPool } from '../server/src/db/pool';
import { closeSessionChanges } from '../server/src/db/session-changes';
import { DEMO_LOGINS } from '../server/src/demo/seed';
import { listen } from '../server/src/http/listen';
import { callJson, signIn } from './harness';

// `npx tsx bench/promotion.ts` on a demo school (`npm run seed:demo -- --students 20000`, same
// DATA_DIR or DATABASE_URL): the year-end promotion of every section, class 10 first, sent to the
// real routes as the admin's screen sends them (preview, then apply), with the app wired as
// `npm start` wires it (the backup before the year's first promotion included). Prints each request's time.
const config = loadConfig();
const db = await openDatabase(config);
const pool = createPool(db.url, 10, config.db);
const server = await listen(compose(config, pool, { databaseUrl: db.url }).app(), 0, '127.0.0.1');
const where = server.address();
const url = `http://127.0.0.1:${typeof where === 'object' && where ? where.port : 0}`;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

try {
  const cookie = await signIn(url, DEMO_LOGINS.admin.id, DEMO_LOGINS.admin.password);
  const call = (path: string, body?: unknown) => callJson(`${url}/api${path}`, cookie, body);
  const years = (await call('/years')).body as { id: number; name: string; is_current: boolean }[];
  const year = years.find((y) => y.is_current) ?? years[0];
  // A run stopped half way is begun again: its promotions are undone first, as an admin would.
  for (const done of (await call(`/admin/promotions?year_id=${year.id}`)).body as {
    id: number;
    class: number;
    section: string;
  }[]) {
    const sent = performance.now();
    const undone = await call(`/admin/promotions/${done.id}/undo`, {});
    console.log(`  undo of class ${done.class}${done.section}: ${undone.status} in ${seconds(sent)} s`);
  }
  const started = performance.now();
  let backupSeconds = '';
  let promoted = 0;
  let slowest = 0;
  for (let cls = 10; cls >= 1; cls--) {
    for (const section of SECTIONS) {
      const preview = await call(`/admin/promotions/preview?year_id=${year.id}&class=${cls}&section=${section}`);
      const students = (preview.body as { students: { student_id: string; action: string }[] }).students.map((s) => ({
        student_id: s.student_id,
        action: s.action,
      }));
      const sent = performance.now();
      const applied = await call('/admin/promotions', { year_id: year.id, class: cls, section, students });
      slowest = Math.max(slowest, performance.now() - sent);
      // The year's first promotion takes the whole backup first (backup-hook.ts).
      if (!backupSeconds) backupSeconds = seconds(sent);
      console.log(
        `  class ${cls}${section}: ${students.length} students, ${applied.status} in ${seconds(sent)} s${applied.status === 201 ? '' : `: ${JSON.stringify(applied.body).slice(0, 200)}`}`,
      );
      if (applied.status !== 201) throw new Error(`The promotion of class ${cls}${section} failed.`);
      promoted += students.length;
    }
  }
  console.log(
    `Promoted ${promoted} students of ${year.name} in ${seconds(started)} s; the slowest request took ${(slowest / 1000).toFixed(1)} s (the first, with the year's backup: ${backupSeconds} s).`,
  );
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  server.close();
  // As the server's own shutdown: the session listener first, or PostgreSQL's stop kills it.
  await closeSessionChanges(pool);
  await closePool(pool);
  await db.stop();
}
