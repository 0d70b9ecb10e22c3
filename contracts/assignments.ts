import { z } from 'zod';
import { CLASSES } from './enums';
import type { FileFields } from './files';
import { isoDate, trimmed } from './fields';
import { listParams } from './list';
import { recordId } from './record-id';

export const ALL_FIELDS_REQUIRED = 'All fields are required!';

const classNumber = z.coerce
  .number({ error: 'Class is required.' })
  .int('Class must be 1 to 10.')
  .min(1, 'Class must be 1 to 10.')
  .max(CLASSES.length, 'Class must be 1 to 10.');

/** The text fields of an assignment; the file travels beside them in the same multipart form. */
export const AssignmentInput = z.object({
  title: trimmed('Title', 200),
  date: isoDate('Date'),
  description: trimmed('Description', 2000),
  class: classNumber,
});
export type AssignmentInput = z.infer<typeof AssignmentInput>;

/** On edit the file is optional: a new one replaces the old. */
export const AssignmentUpdate = AssignmentInput.extend({ assignment_id: recordId('Assignment ID') });
export type AssignmentUpdate = z.infer<typeof AssignmentUpdate>;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const AssignmentListQuery = listParams(['title', 'date', 'class', 'created_at']).extend({
  class: z.preprocess(blankToUndefined, classNumber.optional()),
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
