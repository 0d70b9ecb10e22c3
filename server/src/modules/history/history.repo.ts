import type { DeletedRecord, HistoryAction, HistoryTable, ReadableHistoryTable } from '@contracts/history';
import { query, queryOne } from '../../db/pool';

// A marks record's subjects are rows of this table (migration 032), their history kept under the record's id.
export const SUBJECT_ROWS = 'subject_marks';

export interface HistoryRow {
  table_name?: string;
  tx?: string | null;
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
  /** A record's changes, newest first; a marks record's with its subjects' (their rows are kept under its id). */
  entries(table: ReadableHistoryTable, id: number): Promise<(HistoryRow & { tx: string | null })[]> {
    return query(
      `SELECT table_name, tx::text AS tx, at, by, action, old_row, new_row FROM history WHERE table_name = ANY($1::text[]) AND record_id = $2 ORDER BY id DESC LIMIT ${HISTORY_LIMIT}`,
      [table === 'marks' ? [table, SUBJECT_ROWS] : [table], id],
    );
  },

  /** The class of the assignment a submission was handed in for, while the assignment exists. */
  async assignmentClass(assignmentId: number): Promise<number | undefined> {
    return (await queryOne<{ class: number }>('SELECT class FROM assignments WHERE id = $1', [assignmentId]))?.class;
  },
  /** Records whose latest change is their deletion, newest first. */
  deleted(table: HistoryTable): Promise<DeletedRecord[]> {
    return query<DeletedRecord>(
      // A deleted marks record shows the marks deleted with it, by subject code.
      `SELECT h.record_id AS id, h.at, h.by, h.old_row || coalesce((
                SELECT jsonb_object_agg(x.old_row ->> 'code', x.old_row -> 'mark')
                       || jsonb_build_object('absent', coalesce(jsonb_agg(x.old_row ->> 'code') FILTER (WHERE (x.old_row ->> 'absent')::boolean), '[]'))
                FROM history x WHERE x.tx = h.tx AND x.table_name = '${SUBJECT_ROWS}' AND x.record_id = h.record_id AND x.action = 'delete'), '{}') AS record
       FROM history h
       WHERE h.table_name = $1 AND h.action = 'delete'
         AND h.id = (SELECT max(x.id) FROM history x WHERE x.table_name = h.table_name AND x.record_id = h.record_id)
       ORDER BY h.id DESC LIMIT ${DELETED_LIMIT}`,
      [table],
    );
  },

  latest(table: HistoryTable, id: number): Promise<(HistoryRow & { tx: string | null }) | undefined> {
    return queryOne(
      'SELECT tx::text AS tx, at, by, action, old_row, new_row FROM history WHERE table_name = $1 AND record_id = $2 ORDER BY id DESC LIMIT 1',
      [table, id],
    );
  },

  /**
   * A restored marks record's subjects: the rows deleted with it (the same transaction), or for a
   * record deleted before marks were kept by subject, its subjects read from its own stored row.
   */
  async reinsertSubjects(marksId: number, tx: string | null, old: Record<string, unknown>): Promise<void> {
    const rows =
      tx === null
        ? []
        : await query<{ old_row: Record<string, unknown> }>(
            `SELECT old_row FROM history WHERE table_name = '${SUBJECT_ROWS}' AND record_id = $1 AND tx = $2::bigint AND action = 'delete'`,
            [marksId, tx],
          );
    if (rows.length) {
      await query(
        `INSERT INTO ${SUBJECT_ROWS} SELECT r.* FROM jsonb_array_elements($1::jsonb) AS j, jsonb_populate_record(NULL::${SUBJECT_ROWS}, j) AS r`,
        [JSON.stringify(rows.map((r) => r.old_row))],
      );
      return;
    }
    await query(
      `INSERT INTO ${SUBJECT_ROWS} (marks_id, exam_id, code, mark, absent)
       SELECT $1, es.exam_id, es.code, CASE WHEN $2::jsonb -> 'absent' ? es.code THEN NULL ELSE ($2::jsonb ->> es.code)::smallint END, coalesce($2::jsonb -> 'absent' ? es.code, false)
       FROM exam_subjects es WHERE es.exam_id = ($2::jsonb ->> 'exam_id')::bigint`,
      [marksId, JSON.stringify(old)],
    );
  },

  /**
   * Writes a deleted row back as it was, with its own id, so its history goes on. The table's
   * name comes from HISTORY_TABLES only, never from input; the row is read with the table's own
   * row type, so any column it has today is filled from the stored row.
   */
  async reinsert(table: HistoryTable, row: Record<string, unknown>): Promise<void> {
    await query(
      `INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM jsonb_populate_record(NULL::${table}, $1)`,
      [row],
    );
  },
};
