import { z } from 'zod';
import type { FileFields } from './files';
import { trimmed } from './fields';
import { listParams } from './list';

// Notices and timetables: a title and one file each, posted by admins, read by everyone.

export const BoardInput = z.object({ title: trimmed('Title', 200) });
export type BoardInput = z.infer<typeof BoardInput>;

export const BoardListQuery = listParams(['title', 'uploaded_at']);

export interface BoardRecord extends FileFields {
  id: number;
  notice_id?: number;
  timetable_id?: number;
  title: string;
  uploaded_at: string;
}

export interface BoardSaved extends BoardRecord {
  message: string;
}
