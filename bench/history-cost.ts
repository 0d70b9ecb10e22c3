import pg from 'pg';
import { schoolDays } from '../server/src/demo/seed';
import { seededDatabase } from './harness';

// `npx tsx bench/history-cost.ts`: the time PostgreSQL spends on one register save and one marks
// grid save of 40 students, with the history triggers on and off, alternating in blocks on one
// connection. It isolates what the triggers add from the rest of a loaded machine's noise.
// SAME=1 saves the same values every time (only updated_at changes), as the HTTP benchmark does.
const TABLES = ['attendance', 'marks'] as const;
const BLOCKS = 10;
const PER_BLOCK = 20;

const db = await seededDatabase(600);
const client = new pg.Client({ connectionString: db.url });
await client.connect();
try {
  const ids = (
    await client.query<{ student_id: string }>(
      'SELECT student_id FROM students WHERE class = 5 ORDER BY student_id LIMIT 40',
    )
  ).rows.map((r) => r.student_id);
  const day = schoolDays(1)[0];
  let flip = 0;
  // Every save changes something, as a real one does: a status, a Math mark.
  const register = () =>
    client.query(
      `INSERT INTO attendance (student_id, student_name, class, section, attendance_date, status, marked_by)
     SELECT s.student_id, s.name, s.class, s.section, $1::date, u.status, NULL
     FROM unnest($2::text[], $3::text[]) AS u (student_id, status), students s WHERE s.student_id = u.student_id ORDER BY s.student_id
     ON CONFLICT (student_id, attendance_date) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`,
      [day, ids, ids.map((_, i) => ((i + flip) % 9 === 0 ? 'Absent' : 'Present'))],
    );
  const grid = () =>
    client.query(
      `INSERT INTO marks (student_id, exam_name, class, section, math, english, physics, chemistry, odia, hindi, total_marks, marks_obtained, percentage, grade)
     SELECT s.student_id, 'History Cost', s.class, s.section, m, 50, 50, 50, 50, 50, 600, m + 250, round((m + 250) * 100.0 / 600, 2), 'C1'
     FROM unnest($1::text[], $2::int[]) AS u (student_id, m), students s WHERE s.student_id = u.student_id ORDER BY s.student_id
     ON CONFLICT (student_id, lower(exam_name)) DO UPDATE SET math = EXCLUDED.math, marks_obtained = EXCLUDED.marks_obtained, percentage = EXCLUDED.percentage, updated_at = now()`,
      [ids, ids.map((_, i) => 50 + ((i + flip) % 40))],
    );
  const times: Record<string, number[]> = { 'register on': [], 'register off': [], 'grid on': [], 'grid off': [] };
  const timed = async (name: string, fn: () => Promise<unknown>) => {
    const t = performance.now();
    await client.query("BEGIN; SELECT set_config('app.user', 'BENCH', true)");
    await fn();
    await client.query('COMMIT');
    times[name].push(performance.now() - t);
    if (!process.env.SAME) flip++;
  };
  await register();
  await grid();
  for (let b = 0; b < BLOCKS; b++) {
    for (const state of ['on', 'off'] as const) {
      for (const t of TABLES)
        await client.query(`ALTER TABLE ${t} ${state === 'on' ? 'ENABLE' : 'DISABLE'} TRIGGER USER`);
      for (let i = 0; i < PER_BLOCK; i++) {
        await timed(`register ${state}`, register);
        await timed(`grid ${state}`, grid);
      }
    }
  }
  for (const t of TABLES) await client.query(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const kind of ['register', 'grid']) {
    const on = median(times[`${kind} on`]);
    const off = median(times[`${kind} off`]);
    console.log(
      `${kind} save of 40: p50 ${off.toFixed(2)} ms without history, ${on.toFixed(2)} ms with (${(on / off).toFixed(2)}x)`,
    );
  }
} finally {
  await client.end();
  await db.stop();
}
