import type { DeletedRecord, HistoryAction, HistoryTable } from '@contracts/history';
import { query, queryOne } from '../../db/pool';

export interface HistoryRow {
  at: string;
  by: string | null;
  action: HistoryAction;
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
}

// The restore list shows the latest deletions only.
const DELETED_LIMIT = 50;

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

  /** Records whose latest change is their deletion, newest first. */
  deleted(table: HistoryTable): Promise<DeletedRecord[]> {
    return query<DeletedRecord>(
      `SELECT h.record_id AS id, h.at, h.by, h.old_row AS record FROM history h
       WHERE h.table_name = $1 AND h.action = 'delete'
         AND h.id = (SELECT max(x.id) FROM history x WHERE x.table_name = h.table_name AND x.record_id = h.record_id)
       ORDER BY h.id DESC LIMIT ${DELETED_LIMIT}`,
      [table],
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
