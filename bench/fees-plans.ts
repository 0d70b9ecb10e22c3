import pg from 'pg';
import { seededDatabase } from './harness';

// `npx tsx bench/fees-plans.ts [--students 20000]`: where the fee reads spend their time on the
// seeded school, as EXPLAIN (ANALYZE, BUFFERS) tells it: the whole school's defaulters from what
// PostgreSQL keeps of the open dues, and one pupil's ledger (the longest), each run twice so the
// second plan is read from a warm cache.
const i = process.argv.indexOf('--students');
const students = i > 0 ? Number(process.argv[i + 1]) : 20000;

const db = await seededDatabase(students);
const client = new pg.Client({ connectionString: db.url });
await client.connect();
try {
  const today = new Date().toISOString().slice(0, 10);
  const busiest = (
    await client.query<{ student_id: string }>(
      'SELECT student_id FROM fee_entries GROUP BY student_id ORDER BY count(*) DESC, 1 LIMIT 1',
    )
  ).rows[0].student_id;
  const { defaultersRepo } = await import('../server/src/modules/fee-ledger/defaulters.repo');
  const { ledgerRepo } = await import('../server/src/modules/fee-ledger/ledger.repo');
  const { observeQueries, setPool, createPool, closePool } = await import('../server/src/db/pool');
  // The statements as the repos send them, caught on their way to PostgreSQL.
  const pool = createPool(db.url, 1);
  setPool(pool);
  const caught: { text: string; values: unknown[] }[] = [];
  observeQueries((text, values) => void caught.push({ text, values }));
  await defaultersRepo.owing({}, today);
  await ledgerRepo.entries(busiest);
  observeQueries(null);
  await closePool(pool);
  for (const q of caught) {
    for (let run = 0; run < 2; run++) {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
      if (run === 1) console.log(`\n${q.text}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }
} finally {
  await client.end();
  await db.stop();
}
