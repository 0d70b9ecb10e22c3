import { SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';
import { subjectKey } from '@contracts/subject-marks';
import { type EnteredMarks, subjectEntry } from '@contracts/subject-marks';
import { serverSentence, t } from '../../i18n/language';
import { previewResult } from './result-preview';
import { msg, ref } from '@contracts/i18n/packed-text';

/** One thing wrong in the grid, tied to a student and, when it is about one, a subject. */
export interface GridProblem {
  student_id: string;
  subject?: SubjectField;
  text: string;
}

interface Student {
  student_id: string;
  name: string;
}

// "Asha (S1), Math: …", the message in the screens' language (the shared schema's and the server's sentences are English).
const who = (s: Student) => `${s.name} (${s.student_id})`;
const say = (s: Student, subject: SubjectField | undefined, message: string): GridProblem => ({
  student_id: s.student_id,
  subject,
  text: subject ? `${who(s)}, ${t(`subject.${subject}`)}: ${serverSentence(message)}` : `${who(s)}: ${serverSentence(message)}`,
});

/**
 * Checks a row as the server will (the same schema, the exam's maximum, the total) and says
 * what is wrong; with no problems, the row's marks to send.
 */
export function checkRow(s: Student, values: Record<SubjectField, string>, subjectMax: number, examName: string, totalMarks: string): { problems: GridProblem[]; marks?: EnteredMarks } {
  const parsed = subjectEntry.safeParse(values);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((i) => say(s, SUBJECT_FIELDS.find((f) => f === i.path[0]), i.message)) };
  }
  const problems = SUBJECT_FIELDS.filter((f) => (parsed.data[f] ?? 0) > subjectMax).map((f) => say(s, f, msg('marks.overMax', { subject: ref(subjectKey(f)), max: subjectMax, exam: examName })));
  const preview = previewResult({ ...values, total_marks: totalMarks });
  if (preview && 'error' in preview) problems.push(say(s, undefined, preview.error));
  return problems.length ? { problems } : { problems, marks: parsed.data };
}

/**
 * The server's refusal of a save, per student and subject: its field errors are keyed by the
 * position of the entry sent ("entries.3.marks.math"), its unknown or misplaced students by ID.
 */
export function serverProblems(body: { error?: unknown; fields?: unknown; invalid?: unknown } | null, sent: readonly Student[]): GridProblem[] {
  const problems: GridProblem[] = [];
  const fields = body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, unknown>) : {};
  for (const [key, message] of Object.entries(fields)) {
    const [, index, subject] = /^entries\.(\d+)(?:\.(?:marks\.)?(\w+))?$/.exec(key) ?? [];
    const student = index === undefined ? undefined : sent[Number(index)];
    if (student) problems.push(say(student, SUBJECT_FIELDS.find((f) => f === subject), String(message)));
  }
  const invalid = Array.isArray(body?.invalid) ? body.invalid.map(String) : [];
  for (const id of invalid) {
    const student = sent.find((s) => s.student_id === id);
    if (student) problems.push(say(student, undefined, body?.error ? String(body.error) : t('marks.cannotSaveHere')));
  }
  return problems;
}
