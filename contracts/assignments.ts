import { z } from 'zod';
import type { FileFields } from './files';
import { isoDate, trimmed } from './fields';
import { listParams } from './list';
import { recordId } from './record-id';
import { classNumber } from './school-fields';
import { msg } from './i18n/packed-text';

export const ALL_FIELDS_REQUIRED = msg('assignments.allRequired');

const classNo = classNumber({ range: msg('field.classOneToTen') });

/** The text fields of an assignment; the file travels beside them in the same multipart form. */
export const AssignmentInput = z.object({
  title: trimmed('label.title', 200),
  date: isoDate('label.date'),
  description: trimmed('label.description', 2000),
  class: classNo,
});
export type AssignmentInput = z.infer<typeof AssignmentInput>;

/** On edit the file is optional: a new one replaces the old. */
export const AssignmentUpdate = AssignmentInput.extend({ assignment_id: recordId('label.assignmentId') });
export type AssignmentUpdate = z.infer<typeof AssignmentUpdate>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const AssignmentListQuery = listParams(['title', 'date', 'class', 'created_at']).extend({
  class: z.preprocess(blankToUndefined, classNo.optional()),
});

export const AssignmentIdQuery = z.object({ assignment_id: recordId('label.assignmentId') });

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
