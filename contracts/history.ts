import { z } from 'zod';
import { recordId } from './record-id';
import { msg } from './i18n/packed-text';

/** The tables whose every change PostgreSQL records, and whose deleted records an admin may restore. */
export const HISTORY_TABLES = ['marks', 'attendance', 'fees'] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];

/**
 * The tables whose history may be read: those, and homework handed in (issue 35), which is
 * deleted only with its assignment or its pupil and so has nothing to restore on its own.
 */
export const READABLE_HISTORY_TABLES = [...HISTORY_TABLES, 'assignment_submissions'] as const;
export type ReadableHistoryTable = (typeof READABLE_HISTORY_TABLES)[number];

const tableOf = <T extends readonly [string, ...string[]]>(tables: T) =>
  z.enum(tables, { error: msg('history.table', { tables: tables.join(', ') }) });

/** GET /api/history?table=&id= */
export const HistoryQuery = z.object({ table: tableOf(READABLE_HISTORY_TABLES), id: recordId() });
export type HistoryQuery = z.output<typeof HistoryQuery>;

/** POST /api/history/restore { table, id } */
export const RestoreInput = z.object({ table: tableOf(HISTORY_TABLES), id: recordId() });
export type RestoreInput = z.output<typeof RestoreInput>;

export type HistoryAction = 'insert' | 'update' | 'delete';

export interface HistoryEntry {
  at: string;
  /** The User ID of who made the change; null when it was made outside the app (the demo seed). */
  by: string | null;
  action: HistoryAction;
  /** Each field the change touched: [old, new]; null on the side where the record did not exist. */
  changes: Record<string, [unknown, unknown]>;
}

export const DeletedQuery = z.object({ table: tableOf(HISTORY_TABLES) });

/** GET /api/history/deleted?table=: records deleted and not restored, newest first. */
export interface DeletedRecord {
  id: number;
  at: string;
  by: string | null;
  /** The record as it was just before it was deleted. */
  record: Record<string, unknown>;
}

export interface Restored {
  message: string;
  table: HistoryTable;
  id: number;
}
