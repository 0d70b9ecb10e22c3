import { z } from 'zod';
import { isoDate, type Label, wholeNumber } from './fields';
import { SUBJECT_FIELDS, SUBJECT_MAX } from './grades';
import { listParams } from './list';
import { examName } from './marks';
import { recordId } from './record-id';
import { setupClass, setupPlaceFilter } from './school-fields';
import { yearIdFilter } from './years';
import { msg } from './i18n/packed-text';

// An exam of one class: its name, its days and the maximum marks of each subject. Marks name
// their exam; the spec's free exam_name finds the exam of that name in the class or creates it.

export const DEFAULT_SUBJECT_MAX = SUBJECT_MAX;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalDay = (label: Label) => z.preprocess(blankToUndefined, isoDate(label).optional());

const examFields = z.object({
  name: examName,
  // Any class of the school's setup by name ("LKG", "11 Science"); 1-10 as the spec's numbers.
  class: setupClass,
  starts_on: optionalDay('label.firstDay'),
  ends_on: optionalDay('label.lastDay'),
  subject_max: z.preprocess(blankToUndefined, wholeNumber('label.maxPerSubject', 1, SUBJECT_MAX).optional()),
});

const daysInOrder = (e: { starts_on?: string; ends_on?: string }, ctx: z.RefinementCtx) => {
  if (e.starts_on && e.ends_on && e.ends_on < e.starts_on)
    ctx.addIssue({ code: 'custom', path: ['ends_on'], message: msg('exams.lastDay') });
};

export const ExamInput = examFields.superRefine(daysInOrder);
export type ExamInput = z.output<typeof ExamInput>;

export const ExamUpdate = examFields.extend({ id: recordId('label.examId') }).superRefine(daysInOrder);
export type ExamUpdate = z.output<typeof ExamUpdate>;

export const ExamIdQuery = z.object({ id: recordId('label.examId') });

export const EXAM_SORTS = ['name', 'class', 'starts_on'] as const;
export const ExamListQuery = listParams(EXAM_SORTS).extend({
  class: setupPlaceFilter.class,
  year_id: yearIdFilter,
});
export type ExamListQuery = z.output<typeof ExamListQuery>;

export interface ExamRecord {
  id: number;
  name: string;
  /** Classes 1-10 answer as the spec's number; any other class of the setup by its name. */
  class: number | string;
  starts_on: string | null;
  ends_on: string | null;
  subject_max: number;
  /** subject_max for each of the six subjects: the default Total Marks of the exam's marks. */
  total_marks: number;
}

export const examTotal = (subjectMax: number) => subjectMax * SUBJECT_FIELDS.length;
