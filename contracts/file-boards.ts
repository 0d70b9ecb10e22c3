import { z } from 'zod';
import type { FileFields } from './files';
import { trimmed } from './fields';
import { classSectionParams, listParams } from './list';
import { msg } from './i18n/packed-text';

// Notices and timetables: a title and one file each, posted by admins, read by everyone.

/** A class (and section) is optional: without one the notice or timetable is for the whole school. */
const BoardFields = z.object({ title: trimmed('label.title', 200), ...classSectionParams });
const sectionNeedsClass = (v: { class?: number | string; section?: string }) =>
  v.section === undefined || v.class !== undefined;
const SECTION_NEEDS_CLASS = { path: ['section'], message: msg('boards.sectionNeedsClass') };

export const BoardInput = BoardFields.refine(sectionNeedsClass, SECTION_NEEDS_CLASS);

/** The upload form: the same fields and rule, with what the form holds beside them (the file). */
export const boardForm = <S extends z.ZodRawShape>(extra: S) =>
  BoardFields.extend(extra).refine(sectionNeedsClass, SECTION_NEEDS_CLASS);
export type BoardInput = z.infer<typeof BoardInput>;

export const BoardListQuery = listParams(['title', 'uploaded_at']);

export interface BoardRecord extends FileFields {
  id: number;
  notice_id?: number;
  timetable_id?: number;
  title: string;
  uploaded_at: string;
  /** The spec's number for classes 1-10, the setup's name for others ("LKG"); null for the whole school. */
  class: number | string | null;
  section: string | null;
}

export interface BoardSaved extends BoardRecord {
  message: string;
}
