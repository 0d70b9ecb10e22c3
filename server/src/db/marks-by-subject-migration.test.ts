import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/databases';
import { historyService } from '../modules/history/history.service';
import { migrate } from './migrate';
import { createPool, setPool } from './pool';

// Migration 032 moves every subject's mark out of the marks columns into subject_marks. A
// database at 024 is filled with marks in every state, with history, and migrated: nothing may
// be lost or changed.

const name = `marks_migration_w${process.env.VITEST_POOL_ID ?? 1}`;
const url = (db: string) => {
  const u = new URL(testDatabaseUrl());
  u.pathname = `/${db}`;
  return u.toString();
};
const FIELDS = ['math', 'english', 'physics', 'chemistry', 'odia', 'hindi'] as const;
let db: pg.Client;

async function onServer(sql: string) {
  const c = new pg.Client({ connectionString: url('postgres') });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const rows = async <T extends Record<string, unknown>>(sql: string) => (await db.query<T>(sql)).rows;

// What a reader sees of each record, and the history as stored (tx is the migration's own column).
const records = () =>
  rows(
    `SELECT marks_id, student_id, exam_name, class, section, ${FIELDS.join(', ')}, absent, total_marks, marks_obtained, percentage, grade FROM marks_records ORDER BY marks_id`,
  );
const history = () =>
  rows(`SELECT id, table_name, record_id, action, at, by, old_row, new_row FROM history ORDER BY id`);
const counts = () =>
  rows(
    `SELECT (SELECT count(*)::int FROM marks) AS marks, (SELECT count(*)::int FROM exams) AS exams, (SELECT count(*)::int FROM history) AS history`,
  );

beforeAll(async () => {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
  await migrate(url(name), '024_school_setup');
  db = new pg.Client({ connectionString: url(name) });
  await db.connect();
  await db.query(`INSERT INTO students (student_id, name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
    SELECT 'S9' || n, 'Pupil ' || n, '2012-01-01', 7, 'B', 'Female', 'F', 'M', 'p' || n || '@example.com', '9876543210', 'Cuttack'
    FROM generate_series(1, 5) n`);
  await db.query(`INSERT INTO exams (name, class, subject_max) VALUES ('Half Yearly', 7, 100), ('Unit Test', 7, 25)`);
  const exam = `(SELECT id FROM exams WHERE name = $1)`;
  const insert = (
    student: string,
    examName: string,
    marks: (number | null)[],
    absent: string[],
    total: number,
    result: [number, number, string] | null,
  ) =>
    db.query(
      `INSERT INTO marks (student_id, exam_id, class, section, ${FIELDS.join(', ')}, absent, total_marks, marks_obtained, percentage, grade)
       VALUES ($2, ${exam}, 7, 'B', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [examName, student, ...marks, absent, total, ...(result ?? [null, null, null])],
    );
  // Entered in full; partly entered (pending); absent from two papers; all absent; in a second exam.
  await insert('S91', 'Half Yearly', [90, 80, 70, 60, 50, 40], [], 600, [390, 65, 'B2']);
  await insert('S92', 'Half Yearly', [55, null, 70, null, null, 33], [], 600, null);
  await insert('S93', 'Half Yearly', [90, null, 70, 60, null, 40], ['english', 'odia'], 600, [260, 43.33, 'C2']);
  await insert('S94', 'Half Yearly', [null, null, null, null, null, null], [...FIELDS], 600, [0, 0, 'E']);
  await insert('S91', 'Unit Test', [25, 24, 23, 22, 21, 20], [], 150, [135, 90, 'A1']);
  await insert('S95', 'Unit Test', [10, 10, 10, 10, 10, 10], [], 150, [60, 40, 'C2']);
  // History: a change, and a deleted record.
  await db.query(
    `UPDATE marks SET math = 95, marks_obtained = 395, percentage = 65.83 WHERE student_id = 'S91' AND exam_id = ${exam}`,
    ['Half Yearly'],
  );
  await db.query(`DELETE FROM marks WHERE student_id = 'S95'`);
}, 120_000);

afterAll(async () => {
  await db?.end();
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('migration 032: marks by subject', () => {
  it('keeps the counts, every mark, absence, total, result and history row, and puts each mark in a row of its own', async () => {
    const before = { counts: await counts(), records: await records(), history: await history() };
    expect(before.counts[0]).toEqual({ marks: 5, exams: 2, history: 8 });

    await migrate(url(name));

    expect(await counts()).toEqual(before.counts);
    expect(await records()).toEqual(before.records);
    expect(await history()).toEqual(before.history);
    // The columns are gone: each record has one row per subject of its exam.
    expect(
      await rows(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'marks' AND column_name = ANY ('{math,absent}')`,
      ),
    ).toEqual([]);
    expect(await rows(`SELECT count(*)::int AS n FROM subject_marks`)).toEqual([{ n: 5 * 6 }]);
    expect(
      await rows(
        `SELECT code, mark, absent FROM subject_marks WHERE marks_id = (SELECT marks_id FROM marks WHERE student_id = 'S93') ORDER BY code`,
      ),
    ).toEqual([
      { code: 'chemistry', mark: 60, absent: false },
      { code: 'english', mark: null, absent: true },
      { code: 'hindi', mark: 40, absent: false },
      { code: 'math', mark: 90, absent: false },
      { code: 'odia', mark: null, absent: true },
      { code: 'physics', mark: 70, absent: false },
    ]);
    // Each exam has its own subjects, at its own maximum, in the class's order.
    expect(
      await rows(`SELECT e.name, array_agg(s.code ORDER BY s.position) AS codes, array_agg(DISTINCT s.max_marks) AS max
                       FROM exam_subjects s JOIN exams e ON e.id = s.exam_id GROUP BY e.name ORDER BY e.name`),
    ).toEqual([
      { name: 'Half Yearly', codes: [...FIELDS], max: [100] },
      { name: 'Unit Test', codes: [...FIELDS], max: [25] },
    ]);
    // Moving the data wrote no history of its own.
    expect(await rows(`SELECT count(*)::int AS n FROM history WHERE table_name = 'subject_marks'`)).toEqual([{ n: 0 }]);
  });

  it('restores a record deleted before the migration with the marks its stored row held', async () => {
    const pool = createPool(url(name), 2);
    setPool(pool);
    try {
      const [{ id }] = await rows<{ id: string }>(
        `SELECT record_id::text AS id FROM history WHERE table_name = 'marks' AND action = 'delete'`,
      );
      await historyService.restore({ table: 'marks', id: Number(id) });
      expect(
        await rows(
          `SELECT student_id, ${FIELDS.join(', ')}, absent, total_marks, marks_obtained, grade FROM marks_records WHERE marks_id = ${Number(id)}`,
        ),
      ).toEqual([
        {
          student_id: 'S95',
          math: 10,
          english: 10,
          physics: 10,
          chemistry: 10,
          odia: 10,
          hindi: 10,
          absent: [],
          total_marks: 150,
          marks_obtained: 60,
          grade: 'C2',
        },
      ]);
    } finally {
      await pool.end();
    }
  });
});
