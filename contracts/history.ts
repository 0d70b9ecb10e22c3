import { z } from 'zod';
import { recordId } from './record-id';
import { msg } from './i18n/packed-text';

/** The tables whose every change PostgreSQL records. */
export const HISTORY_TABLES = ['marks', 'attendance', 'fees'] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];

const table = z.enum(HISTORY_TABLES, { error: msg('history.table', { tables: HISTORY_TABLES.join(', ') }) });

/** GET /api/history?table=&id= and POST /api/history/restore { table, id }. */
export const HistoryQuery = z.object({ table, id: recordId() });
export type HistoryQuery = z.output<typeof HistoryQuery>;

export type HistoryAction = 'insert' | 'update' | 'delete';

export interface HistoryEntry {
  at: string;
  /** The User ID of who made the change; null when it was made outside the app (the demo seed). */
  by: string | null;
  action: HistoryAction;
  /** Each field the change touched: [old, new]; null on the side where the record did not exist. */
  changes: Record<string, [unknown, unknown]>;
}

export const DeletedQuery = z.object({ table });

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
