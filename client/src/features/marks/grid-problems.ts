import type { GradeBand } from '@contracts/grades';
import type { CodedMarks, ExamSubject } from '@contracts/exam-subjects';
import { serverSentence, t } from '../../i18n/language';
import { msg } from '@contracts/i18n/packed-text';
import { readRow, type RowValues } from './grid-values';
import { previewOfRow } from './result-preview';

/** One thing wrong in the grid, tied to a student and, when it is about one, a subject (by code). */
export interface GridProblem {
  student_id: string;
  subject?: string;
  text: string;
}

interface Student {
  student_id: string;
  name: string;
}

/** The exam's subjects and how the screen names each, in its language. */
export interface GridSubjects {
  subjects: readonly ExamSubject[];
  nameOf: (s: ExamSubject) => string;
  /** The class's grading scheme, highest band first; the standard scale when left out. */
  grading?: readonly GradeBand[];
}

// "Asha (S1), Math: …", the message in the screens' language (the shared schema's and the server's texts are catalogue keys).
const who = (s: Student) => `${s.name} (${s.student_id})`;
function say(s: Student, cols: GridSubjects, code: string | undefined, message: string): GridProblem {
  const subject = cols.subjects.find((x) => x.code === code);
  return {
    student_id: s.student_id,
    subject: subject?.code,
    text: subject
      ? `${who(s)}, ${cols.nameOf(subject)}: ${serverSentence(message)}`
      : `${who(s)}: ${serverSentence(message)}`,
  };
}

/**
 * Checks a row as the server will (each subject's mark, its maximum, the total) and says what
 * is wrong; with no problems, the row's marks to send.
 */
export function checkRow(
  s: Student,
  cols: GridSubjects,
  values: RowValues,
  examName: string,
  totalMarks: string,
): { problems: GridProblem[]; marks?: CodedMarks } {
  const { refused, marks } = readRow(cols.subjects, values, cols.nameOf);
  // Each subject's problem in the columns' order: what is not a mark, then what is over its maximum.
  const problems = cols.subjects.flatMap((x) => {
    const mark = marks.marks[x.code] ?? 0;
    const own = refused.filter((r) => r.code === x.code).map((r) => r.message);
    if (mark > x.max_marks)
      own.push(msg('marks.overMax', { subject: cols.nameOf(x), max: x.max_marks, exam: examName }));
    return own.map((message) => say(s, cols, x.code, message));
  });
  const preview = previewOfRow(cols, values, totalMarks);
  if (preview && 'error' in preview) problems.push(say(s, cols, undefined, preview.error));
  return problems.length ? { problems } : { problems, marks };
}

/**
 * The server's refusal of a save, per student and subject: its field errors are keyed by the
 * position of the entry sent and the subject's code ("entries.3.marks.sanskrit"), its unknown
 * or misplaced students by ID.
 */
export function serverProblems(
  body: { error?: unknown; fields?: unknown; invalid?: unknown } | null,
  sent: readonly Student[],
  cols: GridSubjects,
): GridProblem[] {
  const problems: GridProblem[] = [];
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, unknown>) : {};
  for (const [key, message] of Object.entries(fields)) {
    const [, index, subject] = /^entries\.(\d+)(?:\.(?:marks\.)?(\w+))?$/.exec(key) ?? [];
    const student = index === undefined ? undefined : sent[Number(index)];
    if (student) problems.push(say(student, cols, subject, String(message)));
  }
  const invalid = Array.isArray(body?.invalid) ? body.invalid.map(String) : [];
  for (const id of invalid) {
    const student = sent.find((s) => s.student_id === id);
    if (student)
      problems.push(say(student, cols, undefined, body?.error ? String(body.error) : t('marks.cannotSaveHere')));
  }
  return problems;
}
