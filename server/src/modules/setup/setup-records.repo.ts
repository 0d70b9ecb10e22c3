import { query } from '../../db/pool';

// Whether a class, section or subject has records, read through the values today's tables
// store for it (class 1-10, section A-C, a marks column; see the migration). A class or section
// without such a link has no records yet: nothing can name it before the next phase.

/** What kind of record holds it first, as the 409 names it. */
export type RecordKind =
  | 'students'
  | 'classLists'
  | 'attendance'
  | 'marks'
  | 'exams'
  | 'fees'
  | 'assignments'
  | 'teaching'
  | 'classTeachers'
  | 'promotions'
  | 'notices'
  | 'timetables'
  | 'teachers';

const BY_SECTION: [RecordKind, string][] = [
  ['students', 'students'],
  ['classLists', 'student_years'],
  ['attendance', 'attendance'],
  ['marks', 'marks'],
  ['teaching', 'teaching_subjects'],
  ['classTeachers', 'class_teachers'],
  ['promotions', 'promotions'],
  ['notices', 'notices'],
  ['timetables', 'timetables'],
];
const BY_CLASS: [RecordKind, string][] = [
  ...BY_SECTION,
  ['exams', 'exams'],
  ['fees', 'fees'],
  ['assignments', 'assignments'],
  ['teachers', 'teachers'],
];

// Built once from the constant lists above: one statement per question, each kind an EXISTS.
const firstOf = (parts: [RecordKind, string][]) =>
  `SELECT kind FROM (${parts.map(([kind, where], i) => `SELECT '${kind}' AS kind, ${i} AS o WHERE EXISTS (SELECT 1 FROM ${where})`).join(' UNION ALL ')}) k ORDER BY o LIMIT 1`;

const CLASS_SQL = firstOf(BY_CLASS.map(([kind, table]) => [kind, `${table} WHERE class = $1`]));
const SECTION_SQL = firstOf(BY_SECTION.map(([kind, table]) => [kind, `${table} WHERE class = $1 AND section = $2`]));
// A mark entered or an absence noted in an exam of the class; a subject not entered is not a mark of it.
const SUBJECT_SQL = firstOf([
  [
    'marks',
    'subject_marks x JOIN exams e ON e.id = x.exam_id WHERE e.class = $1 AND x.code = $2 AND (x.mark IS NOT NULL OR x.absent)',
  ],
  ['teaching', 'teaching_subjects WHERE class = $1 AND subject = $3'],
  ['teachers', 'teachers WHERE class = $1 AND subject = $3'],
]);

const first = async (sql: string, params: unknown[]) =>
  (await query<{ kind: RecordKind }>(sql, params))[0]?.kind ?? null;

export const setupRecordsRepo = {
  ofClass: (legacyClass: number) => first(CLASS_SQL, [legacyClass]),
  ofSection: (legacyClass: number, legacySection: string) => first(SECTION_SQL, [legacyClass, legacySection]),
  /** `label` is the subject as teachers' records name it (Math, English, ...). */
  ofSubject: (legacyClass: number, field: string, label: string) => first(SUBJECT_SQL, [legacyClass, field, label]),
};
