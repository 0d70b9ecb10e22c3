import { z } from 'zod';
import type { UploadMimeType } from './files';
import { msg, ref } from './i18n/packed-text';
import { recordId } from './record-id';
import type { Section } from './enums';

// Homework handed in by pupils and marked by their teachers (issue 35).

export const SUBMISSION_STATES = ['missing', 'handed_in', 'late', 'marked', 'returned'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** A pupil's written answer: the multipart field holds at most 16 KB, which this fits in any script. */
export const MAX_SUBMISSION_TEXT = 4000;
export const MAX_MARK = 20;
export const MAX_COMMENT = 2000;

const optionalText = (label: 'label.submissionText' | 'label.comment', max: number) =>
  z
    .string()
    .trim()
    .max(max, msg('field.maxChars', { label: ref(label), max }))
    .optional()
    .transform((v) => (v ? v : undefined));

/** The text fields of a hand-in; the file travels beside them in the same multipart form. */
export const SubmissionInput = z.object({ text: optionalText('label.submissionText', MAX_SUBMISSION_TEXT) });
export type SubmissionInput = z.infer<typeof SubmissionInput>;

export const AssignmentIdParams = z.object({ id: recordId('label.assignmentId') });
export const SubmissionIdParams = z.object({ id: recordId('label.submissionId') });

/** `{ mark, comment }` marks the work; `{ return: true, comment }` gives it back for redoing. */
export const MarkInput = z
  .object({
    mark: z
      .string()
      .trim()
      .max(MAX_MARK, msg('field.maxChars', { label: ref('label.mark'), max: MAX_MARK }))
      .optional(),
    comment: optionalText('label.comment', MAX_COMMENT),
    return: z.boolean({ error: msg('submissions.returnFlag') }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.return === true && v.mark)
      ctx.addIssue({ code: 'custom', path: ['mark'], message: msg('submissions.markOrReturn') });
    if (v.return !== true && !v.mark)
      ctx.addIssue({ code: 'custom', path: ['mark'], message: msg('field.required', { label: ref('label.mark') }) });
  });
export type MarkInput = z.infer<typeof MarkInput>;

export const ClosedInput = z.object({ closed: z.boolean({ error: msg('submissions.closedFlag') }) });

/** POST /assignments/:id/submissions answers 201 with this. */
export interface HandedIn {
  submission_id: number;
  late: boolean;
}

/** The uploaded file of a submission, when it has one. */
export interface SubmissionFile {
  file_url: string | null;
  file_name: string | null;
  file_type: UploadMimeType | null;
}

/** GET /assignments/:id/submissions: one row per pupil of the class, handed in or not. */
export interface ClassSubmissionRow extends SubmissionFile {
  student_id: string;
  name: string;
  section: Section;
  state: SubmissionState;
  submitted_at: string | null;
  mark: string | null;
  comment: string | null;
  submission_id: number | null;
  body: string | null;
}

/** GET /submissions: a pupil's assignments and what they handed in for each (their parent sees the same). */
export interface PupilSubmissionRow extends SubmissionFile {
  assignment_id: number;
  student_id: string;
  title: string;
  /** The day the work is due (the assignment's date when no due date was set). */
  due_date: string;
  closed: boolean;
  state: SubmissionState;
  submission_id: number | null;
  submitted_at: string | null;
  body: string | null;
  mark: string | null;
  comment: string | null;
}
