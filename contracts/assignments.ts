import { z } from 'zod';
import type { FileFields } from './files';
import { isoDate, trimmed } from './fields';
import { listParams } from './list';
import { recordId } from './record-id';
import { setupClass, setupPlaceFilter } from './school-fields';
import { msg } from './i18n/packed-text';

export const ALL_FIELDS_REQUIRED = msg('assignments.allRequired');

/**
 * The due date and the closing are optional: the spec's client sends neither, and a save without
 * them leaves both as they were. A blank due date clears it (the work is then due on the date).
 */
const dueDate = z.preprocess((v) => (v === '' ? null : v), isoDate('label.dueDate').nullable().optional());
// A multipart form sends "true"/"false"; the JSON of a client's form sends a boolean.
const closedFlag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: msg('submissions.closedFlag') }).optional(),
);

/** The text fields of an assignment; the file travels beside them in the same multipart form. */
export const AssignmentFields = z.object({
  title: trimmed('label.title', 200),
  date: isoDate('label.date'),
  due_date: dueDate,
  description: trimmed('label.description', 2000),
  /** A class of the school's setup by its name ("LKG"); 5 and "5" name class 5. */
  class: setupClass,
  closed: closedFlag,
});

/** Work is due on the day it is set or later; every schema built on AssignmentFields refines with this. */
export const dueNotBefore = <S extends z.ZodType<{ date: string; due_date?: string | null }>>(schema: S) =>
  schema.refine((a) => !a.due_date || a.due_date >= a.date, {
    path: ['due_date'],
    message: msg('assignments.dueBeforeDate'),
  });

export const AssignmentInput = dueNotBefore(AssignmentFields);
export type AssignmentInput = z.infer<typeof AssignmentInput>;

/** On edit the file is optional: a new one replaces the old. */
export const AssignmentUpdate = dueNotBefore(
  AssignmentFields.extend({ assignment_id: recordId('label.assignmentId') }),
);
export type AssignmentUpdate = z.infer<typeof AssignmentUpdate>;

export const AssignmentListQuery = listParams(['title', 'date', 'class', 'created_at']).extend({
  class: setupPlaceFilter.class,
});

export const AssignmentIdQuery = z.object({ assignment_id: recordId('label.assignmentId') });

export interface AssignmentRecord extends FileFields {
  id: number;
  assignment_id: number;
  title: string;
  date: string;
  description: string;
  /** The spec's number for classes 1-10, the setup's name for others ("LKG"). */
  class: number | string;
  /** The day the work is due when it is not the assignment's date. */
  due_date: string | null;
  /** Closed by a teacher: late work is refused. */
  closed: boolean;
  /** The spec's other name for file_url. */
  image_url: string;
  created_at: string;
}

/** GET /assignments: the original system's envelope, newest date first. */
export interface AssignmentsEnvelope {
  assignments: AssignmentRecord[];
}
