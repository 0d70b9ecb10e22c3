import { z } from 'zod';
import type { FileFields } from './files';
import { isoDate, trimmed } from './fields';
import { listParams } from './list';
import { recordId } from './record-id';
import { classNumber } from './school-fields';

export const ALL_FIELDS_REQUIRED = 'All fields are required!';

const classNo = classNumber({ range: 'Class must be 1 to 10.' });

/** The text fields of an assignment; the file travels beside them in the same multipart form. */
export const AssignmentInput = z.object({
  title: trimmed('Title', 200),
  date: isoDate('Date'),
  description: trimmed('Description', 2000),
  class: classNo,
});
export type AssignmentInput = z.infer<typeof AssignmentInput>;

/** On edit the file is optional: a new one replaces the old. */
export const AssignmentUpdate = AssignmentInput.extend({ assignment_id: recordId('Assignment ID') });
export type AssignmentUpdate = z.infer<typeof AssignmentUpdate>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const AssignmentListQuery = listParams(['title', 'date', 'class', 'created_at']).extend({
  class: z.preprocess(blankToUndefined, classNo.optional()),
});

export const AssignmentIdQuery = z.object({ assignment_id: recordId('Assignment ID') });

export interface AssignmentRecord extends FileFields {
  id: number;
  assignment_id: number;
  title: string;
  date: string;
  description: string;
  class: number;
  /** The spec's other name for file_url. */
  image_url: string;
  created_at: string;
}

/** GET /assignments: the original system's envelope, newest date first. */
export interface AssignmentsEnvelope {
  assignments: AssignmentRecord[];
}
