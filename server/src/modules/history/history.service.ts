import type { HistoryEntry, HistoryQuery, Restored, RestoreInput } from '@contracts/history';
import type { Section } from '@contracts/enums';
import { transaction } from '../../db/pool';
import { AppError } from '../../core/errors';
import { schoolEvents } from '../../core/school-events';
import type { SessionUser } from '../../core/request-context';
import { teachingPolicy } from '../access';
import { type HistoryRow, historyRepo, SUBJECT_ROWS } from './history.repo';
import { byChange, subjectChanges } from './record-subjects';
import { msg } from '@contracts/i18n/packed-text';

// Bookkeeping columns: timestamps every change touches, and the account ids of who wrote the
// row, which "by" already says in words.
const BOOKKEEPING = new Set(['updated_at', 'created_at', 'marked_at', 'marked_by', 'entered_by', 'recorded_by']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields a change touched, [old, new], computed from the whole rows the trigger stored. */
function changesOf(row: HistoryRow): HistoryEntry['changes'] {
  const before = row.old_row ?? {};
  const after = row.new_row ?? {};
  const changes: HistoryEntry['changes'] = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (BOOKKEEPING.has(key)) continue;
    const pair: [unknown, unknown] = [
      row.old_row ? (before[key] ?? null) : null,
      row.new_row ? (after[key] ?? null) : null,
    ];
    if (!same(pair[0], pair[1])) changes[key] = pair;
  }
  return changes;
}

const noHistory = () => new AppError(404, msg('history.none'));

/**
 * A teacher reads a record of their own sections only; homework handed in, as its marking: an
 * admin, or a teacher of the assignment's class (while the assignment exists).
 */
async function assertMayRead(user: SessionUser, table: HistoryQuery['table'], last: Record<string, unknown>) {
  if (table !== 'assignment_submissions') {
    await teachingPolicy.assertMayReadStudents(user, [{ class: Number(last.class), section: last.section as Section }]);
    return;
  }
  if (user.role === 'admin') return;
  const cls = await historyRepo.assignmentClass(Number(last.assignment_id));
  if (cls === undefined) throw noHistory();
  await teachingPolicy.assertMaySetAssignments(user, [cls]);
}

export const historyService = {
  /** Newest first. Admins read every record's; a teacher those of the sections they may read. */
  async of(q: HistoryQuery, user: SessionUser): Promise<HistoryEntry[]> {
    if (q.table === 'fees' && user.role !== 'admin') throw new AppError(403, msg('history.feesAdminOnly'));
    const rows = await historyRepo.entries(q.table, q.id);
    const own = rows.filter((r) => r.table_name === q.table);
    if (!own.length) throw noHistory();
    // Where the record is (or was last).
    await assertMayRead(user, q.table, (own[0].new_row ?? own[0].old_row)!);
    return byChange(rows).map((change) => {
      const record = change.find((r) => r.table_name === q.table);
      const subjects = change.filter((r) => r.table_name === SUBJECT_ROWS);
      const first = record ?? change[0];
      return {
        at: first.at,
        by: first.by,
        action: record?.action ?? 'update',
        changes: { ...(record ? changesOf(record) : {}), ...subjectChanges(subjects) },
      };
    });
  },

  deleted: historyRepo.deleted,

  /** Puts a deleted record back as it was just before it was deleted, unless that would clash. */
  restore(q: RestoreInput): Promise<Restored> {
    return transaction(async () => {
      const last = await historyRepo.latest(q.table, q.id);
      if (!last) throw noHistory();
      if (last.action !== 'delete') throw new AppError(409, msg('history.notDeleted'));
      try {
        await historyRepo.reinsert(q.table, last.old_row!);
        if (q.table === 'marks') await historyRepo.reinsertSubjects(q.id, last.tx, last.old_row!);
        // A spec payment back is a payment again: the fee ledger puts it on the pupil's dues.
        if (q.table === 'fees') {
          const fee = last.old_row!;
          await schoolEvents.emit('paymentSaved', {
            fee_id: Number(fee.fee_id),
            student_id: String(fee.student_id),
            amount: String(fee.amount),
            payment_date: String(fee.payment_date).slice(0, 10),
            recorded_by: fee.recorded_by === null ? null : Number(fee.recorded_by),
          });
        }
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === '23505') throw new AppError(409, msg('history.placeTaken'));
        if (code === '23503') throw new AppError(409, msg('history.studentGone'));
        throw err;
      }
      return { message: msg('history.restored'), table: q.table, id: q.id };
    });
  },
};
