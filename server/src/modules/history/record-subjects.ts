import type { HistoryEntry } from '@contracts/history';
import type { HistoryRow } from './history.repo';

// A marks record's subjects are rows of subject_marks (migration 032), whose history is kept
// under the record's id. Its history reads as before: one entry per change of the record, each
// subject by its code, its value a mark, "AB" (absent) or null (not entered).

const valueOf = (row: Record<string, unknown> | null): unknown =>
  row === null ? null : row.absent ? 'AB' : (row.mark ?? null);

/** The subjects a change of subject rows touched, by code: [old, new]. */
export function subjectChanges(rows: readonly HistoryRow[]): HistoryEntry['changes'] {
  const changes: HistoryEntry['changes'] = {};
  for (const r of rows) {
    const code = String((r.new_row ?? r.old_row)!.code);
    const pair: [unknown, unknown] = [valueOf(r.old_row), valueOf(r.new_row)];
    if (pair[0] !== pair[1]) changes[code] = pair;
  }
  return changes;
}

/**
 * A record's history rows as the changes they belong to: consecutive rows of one transaction
 * (tx) are one change; rows written before the migration (no tx) are one change each.
 */
export function byChange(
  rows: readonly (HistoryRow & { tx: string | null })[],
): (HistoryRow & { tx: string | null })[][] {
  const groups: (HistoryRow & { tx: string | null })[][] = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (last && r.tx !== null && last[0].tx === r.tx) last.push(r);
    else groups.push([r]);
  }
  return groups;
}
