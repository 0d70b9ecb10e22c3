import type { HistoryAction, HistoryTable } from '@contracts/history';
import { query, queryOne } from '../../db/pool';

export interface HistoryRow {
  at: string;
  by: string | null;
  action: HistoryAction;
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
}

// A record changed more often than this shows its latest changes only: no answer is unbounded.
export const HISTORY_LIMIT = 500;

export const historyRepo = {
  /** A record's changes, newest first. */
  entries(table: HistoryTable, id: number): Promise<HistoryRow[]> {
    return query<HistoryRow>(
      `SELECT at, by, action, old_row, new_row FROM history WHERE table_name = $1 AND record_id = $2 ORDER BY id DESC LIMIT ${HISTORY_LIMIT}`,
      [table, id],
    );
  },

  latest(table: HistoryTable, id: number): Promise<HistoryRow | undefined> {
    return queryOne<HistoryRow>('SELECT at, by, action, old_row, new_row FROM history WHERE table_name = $1 AND record_id = $2 ORDER BY id DESC LIMIT 1', [table, id]);
  },

  /**
   * Writes a deleted row back as it was, with its own id, so its history goes on. The table's
   * name comes from HISTORY_TABLES only, never from input; the row is read with the table's own
   * row type, so any column it has today is filled from the stored row.
   */
  async reinsert(table: HistoryTable, row: Record<string, unknown>): Promise<void> {
    await query(`INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM jsonb_populate_record(NULL::${table}, $1)`, [row]);
  },
};
