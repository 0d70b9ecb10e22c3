import pg from 'pg';
import { schoolEvents } from '../server/src/core/school-events';
import { closePool, createPool, setPool } from '../server/src/db/pool';
import { copyStructures } from '../server/src/modules/fee-ledger/structure-copy';
import { subscribeFeeLedger } from '../server/src/modules/fee-ledger/wiring';
import { seededDatabase } from './harness';
import { nextYear, promoteWholeSchool } from './year-end';

// `npx tsx bench/promotion-plans.ts [--students 20000] [--over 500]`: where the year-end
// promotion's charges spend their time on the seeded school (BENCH_SEED_CACHE keeps it). Next
// year's structures are copied, then the whole school is promoted in one transaction as
// bench/fees.ts does, with auto_explain printing EXPLAIN (ANALYZE, BUFFERS) of every statement of
// the promotion, the triggers' own included, that took longer than --over milliseconds. The
// instrumentation costs time of its own: the figures are for comparing statements, not targets.
function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const students = Number(arg('students', '20000'));
const over = Number(arg('over', '500'));

const db = await seededDatabase(students);
const driver = new pg.Client({ connectionString: db.url });
await driver.connect();
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
  const { admin, current, next } = await nextYear(driver);
  await copyStructures({ to_year_id: next, percent: '8' }, admin);
  watching = true;
  const started = performance.now();
  const { applied } = await promoteWholeSchool(current, admin);
  const end = performance.now();
  console.log(
    `\npromotion ${((end - started) / 1000).toFixed(1)} s, of which the charges ${((end - applied) / 1000).toFixed(1)} s`,
  );
} finally {
  await closePool(pool);
  await driver.end();
  await db.stop();
}
