import { SECTIONS } from '@contracts/enums';
import type pg from 'pg';
import { schoolEvents } from '../server/src/core/school-events';
import { batch } from '../server/src/db/batch';
import { closePool, createPool, setPool } from '../server/src/db/pool';
import { copyStructures } from '../server/src/modules/fee-ledger/structure-copy';
import { subscribeFeeLedger } from '../server/src/modules/fee-ledger/wiring';
import { backupBeforePromotions } from '../server/src/modules/promotions/backup-hook';
import { promotionsService } from '../server/src/modules/promotions/promotions.service';
import { seededDatabase } from './harness';

// `npx tsx bench/promotion-plans.ts [--students 20000] [--over 500]`: where the year-end
// promotion's charges spend their time on the seeded school (BENCH_SEED_CACHE keeps it). Next
// year's structures are copied, then the whole school is promoted in one transaction as
// bench/fees.ts does, with auto_explain printing EXPLAIN (ANALYZE, BUFFERS) of every statement,
// the triggers' own included, that took longer than --over milliseconds.
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const students = Number(arg('students', '20000'));
const over = Number(arg('over', '500'));

const db = await seededDatabase(students);
const pool = createPool(db.url, 2);
let watching = false;
pool.on('connect', (client: pg.PoolClient) => {
  client.on('notice', (n) => {
    if (watching && /duration/.test(n.message ?? '')) console.log(`\n${n.message}`);
  });
  void client.query(
    `LOAD 'auto_explain'; SET auto_explain.log_min_duration = ${over}; SET auto_explain.log_analyze = on;
     SET auto_explain.log_buffers = on; SET auto_explain.log_nested_statements = on; SET client_min_messages = log`,
  );
});
setPool(pool);
schoolEvents.clear();
subscribeFeeLedger();
try {
  const admin = (await pool.query<{ id: number }>("SELECT id::int FROM accounts WHERE role = 'admin' LIMIT 1")).rows[0]
    .id;
  const current = (
    await pool.query<{ id: number; y: string }>(
      "SELECT id::int, to_char(starts_on, 'YYYY') AS y FROM academic_years WHERE is_current",
    )
  ).rows[0];
  const y = Number(current.y) + 1;
  const next = (
    await pool.query<{ id: number }>(
      'INSERT INTO academic_years (name, starts_on, ends_on) VALUES ($1, $2, $3) RETURNING id::int',
      [`${y}-${String((y + 1) % 100).padStart(2, '0')}`, `${y}-04-01`, `${y + 1}-03-31`],
    )
  ).rows[0].id;
  await copyStructures({ to_year_id: next, percent: '8' }, admin);
  const noBackup = backupBeforePromotions(null);
  const started = performance.now();
  let applied = 0;
  await batch('the whole school promoted', async () => {
    for (let cls = 10; cls >= 1; cls--)
      for (const section of SECTIONS) {
        const preview = await promotionsService.preview({ year_id: current.id, class: cls, section });
        const moves = preview.students.map((s) => ({ student_id: s.student_id, action: s.action }));
        await promotionsService.apply({ year_id: current.id, class: cls, section, students: moves }, admin, noBackup);
      }
    applied = performance.now();
    watching = true;
  });
  watching = false;
  const end = performance.now();
  console.log(
    `\npromotion ${((end - started) / 1000).toFixed(1)} s, of which the charges ${((end - applied) / 1000).toFixed(1)} s`,
  );
} finally {
  await closePool(pool);
  await db.stop();
}
