import { type CodedMarks, codedValue, type ExamSubject, readTypedMark, type TypedMark } from '@contracts/exam-subjects';
import { ABSENT_MARK } from '@contracts/subject-marks';

// A grid row as typed: one text per subject of the exam, by the subject's code. The columns are
// the exam's subjects (its class's in the school's setup when it was set), not a fixed six.

export type RowValues = Record<string, string>;

/** How a saved record reads in the row's cells: the mark, AB, or blank. */
export function valuesOf(subjects: readonly ExamSubject[], saved: CodedMarks | null): RowValues {
  return Object.fromEntries(
    subjects.map((s) => {
      const value = saved ? codedValue(saved, s.code) : null;
      return [s.code, value === 'absent' ? ABSENT_MARK : value === null ? '' : String(value)];
    }),
  );
}

/**
 * What the loaded grid showed of a row, sent as the save's `was`: the server refuses (409) a
 * subject another teacher changed since, instead of overwriting it.
 */
export function shownOf(subjects: readonly ExamSubject[], saved: CodedMarks | null): Record<string, TypedMark> {
  return Object.fromEntries(
    subjects.map((s) => {
      const value = saved ? codedValue(saved, s.code) : null;
      return [s.code, value === 'absent' ? ABSENT_MARK : value];
    }),
  );
}

export const hasAnyMark = (values: RowValues) => Object.values(values).some((v) => v.trim() !== '');

export interface RowReading {
  /** Each cell the server would refuse, with the messages that name its subject. */
  refused: { code: string; message: string }[];
  /** The row's marks and absences by code (the refused cells left blank). */
  marks: CodedMarks;
}

/** Reads a row as the server will: each cell a whole number, blank (not entered) or AB (absent). */
export function readRow(
  subjects: readonly ExamSubject[],
  values: Partial<Record<string, unknown>>,
  nameOf: (s: ExamSubject) => string,
): RowReading {
  const refused: RowReading['refused'] = [];
  const marks: CodedMarks = { marks: {}, absent: [] };
  for (const s of subjects) {
    const read = readTypedMark(values[s.code] ?? '', nameOf(s));
    if ('messages' in read) refused.push(...read.messages.map((message) => ({ code: s.code, message })));
    const value = 'value' in read ? read.value : null;
    if (value === ABSENT_MARK) marks.absent.push(s.code);
    marks.marks[s.code] = value === ABSENT_MARK ? null : value;
  }
  return { refused, marks };
}
