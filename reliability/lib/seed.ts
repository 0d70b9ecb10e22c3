import bcrypt from 'bcrypt';
import type pg from 'pg';
import { computeResult, SUBJECT_FIELDS, TOTAL_MARKS_MAX } from '@contracts/grades';
import { seededRandom } from '../../server/src/demo/names';

export const CLASS_COUNT = 10;
export const CLASS_SIZE = 40;
export const SECTION = 'A';
export const PASSWORD = 'reliability-pass-1';
const EXAMS = ['Unit Test 1', 'Half Yearly', 'Unit Test 2'];

export interface School {
  /** Student IDs of each class (1-10), in ID order. */
  classes: Map<number, string[]>;
  students: string[];
  teachers: string[];
  admins: string[];
}

/**
 * A small school written straight into the database: 10 classes of 40 students, a teacher per
 * class, 5 admins, every one with a login, and three exams of marks per student. All logins
 * share one hash made once at a low cost: the load measures the app, not bcrypt.
 */
export async function seedSchool(pool: pg.Pool): Promise<School> {
  const hash = await bcrypt.hash(PASSWORD, 4);
  const people = async (sql: string) => (await pool.query<{ id: string; class: number; email: string }>(sql)).rows;
  const teachers = await people(
    `INSERT INTO teachers (name, email, mobile, joining_date, subject, class, gender)
     SELECT 'Teacher ' || c, 'teacher' || c || '@load.test', '9000000000', '2020-06-01', 'Math', c, 'Female'
     FROM generate_series(1, ${CLASS_COUNT}) c ORDER BY c RETURNING teacher_id AS id, class, email`,
  );
  // Each teacher starts with their record's class (all sections); the first also teaches every
  // class, for the scenarios that save every class's register as one teacher.
  await pool.query(
    `INSERT INTO teaching_subjects (teacher_id, class, section, subject)
     SELECT t.id, c, s, 'Math' FROM teachers t, generate_series(1, 10) c, unnest(ARRAY['A', 'B', 'C']) s
     WHERE t.teacher_id = $1 ON CONFLICT DO NOTHING`,
    [teachers[0].id],
  );
  const students = await people(
    `INSERT INTO students (name, dob, class, section, gender, father_name, mother_name, email, mobile, address)
     SELECT 'Student ' || c || '-' || n, '2012-01-01', c, '${SECTION}', 'Male', 'Father ' || n, 'Mother ' || n, 's' || c || '-' || n || '@load.test', '9000000000', 'School Road'
     FROM generate_series(1, ${CLASS_COUNT}) c, generate_series(1, ${CLASS_SIZE}) n ORDER BY c, n RETURNING student_id AS id, class, email`,
  );
  const logins = [
    ...teachers.map((t) => [t.id, 'teacher', t.email]),
    ...students.map((s) => [s.id, 'student', s.email]),
  ];
  await pool.query(
    `INSERT INTO accounts (login_id, role, email, password_hash) SELECT l, r, e, $4 FROM unnest($1::text[], $2::text[], $3::text[]) AS u (l, r, e)`,
    [logins.map((l) => l[0]), logins.map((l) => l[1]), logins.map((l) => l[2]), hash],
  );
  const admins = (
    await pool.query<{ account: string; id: string }>(
      `INSERT INTO accounts (login_id, role, email, password_hash)
     SELECT 'LOADADMIN' || n, 'admin', 'admin' || n || '@load.test', $1 FROM generate_series(1, 5) n RETURNING id AS account, login_id AS id`,
      [hash],
    )
  ).rows;
  await pool.query(
    `INSERT INTO admins (account_id, name, email, mobile) SELECT id, 'Admin', email, '9000000000' FROM accounts WHERE id = ANY($1::bigint[])`,
    [admins.map((a) => a.account)],
  );
  await seedMarks(pool, students);

  const classes = new Map<number, string[]>();
  for (const s of students) classes.set(s.class, [...(classes.get(s.class) ?? []), s.id]);
  return {
    classes,
    students: students.map((s) => s.id),
    teachers: teachers.map((t) => t.id),
    admins: admins.map((a) => a.id),
  };
}

async function seedMarks(pool: pg.Pool, students: { id: string; class: number }[]): Promise<void> {
  const rng = seededRandom(2026);
  const rows = students.flatMap((s) =>
    EXAMS.map((exam) => {
      const marks = Object.fromEntries(SUBJECT_FIELDS.map((f) => [f, rng.int(35, 100)])) as Record<
        (typeof SUBJECT_FIELDS)[number],
        number
      >;
      return { s, exam, marks, result: computeResult(marks, TOTAL_MARKS_MAX) };
    }),
  );
  const col = <T>(f: (r: (typeof rows)[number]) => T) => rows.map(f);
  // The exams first: their subjects are snapshotted from the class's by a trigger, which the
  // marks' subject rows reference.
  await pool.query(
    'INSERT INTO exams (name, class) SELECT DISTINCT e, c FROM unnest($1::text[], $2::int[]) AS x (e, c)',
    [col((r) => r.exam), col((r) => r.s.class)],
  );
  // Each record and one row per subject of its exam: the six marks by the subject's position.
  await pool.query(
    `WITH u AS (
       SELECT s, e, c, ARRAY[m1, m2, m3, m4, m5, m6] AS m, o, p, g
       FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::numeric[], $12::text[])
         AS u (s, e, c, m1, m2, m3, m4, m5, m6, o, p, g)
     ), rec AS (
       INSERT INTO marks (student_id, exam_id, class, section, total_marks, marks_obtained, percentage, grade)
       SELECT u.s, x.id, u.c, '${SECTION}', ${TOTAL_MARKS_MAX}, u.o, u.p, u.g FROM u JOIN exams x ON x.name = u.e AND x.class = u.c
       RETURNING marks_id, exam_id, student_id
     )
     INSERT INTO subject_marks (marks_id, exam_id, code, mark)
     SELECT rec.marks_id, rec.exam_id, es.code, u.m[es.position]
     FROM rec JOIN exams x ON x.id = rec.exam_id JOIN u ON u.s = rec.student_id AND u.e = x.name
     JOIN exam_subjects es ON es.exam_id = rec.exam_id AND es.position <= 6`,
    [
      col((r) => r.s.id),
      col((r) => r.exam),
      col((r) => r.s.class),
      ...SUBJECT_FIELDS.map((f) => col((r) => r.marks[f])),
      col((r) => r.result.marks_obtained),
      col((r) => r.result.percentage),
      col((r) => r.result.grade),
    ],
  );
}
