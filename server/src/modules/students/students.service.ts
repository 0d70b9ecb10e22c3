import { LIST_FIELDS, type ListParams } from '@contracts/list';
import type {
  ReadmitInput,
  StudentInput,
  StudentListRow,
  StudentStatusFilter,
  StudentUpdate,
  WithdrawInput,
} from '@contracts/students';
import { transaction } from '../../db/pool';
import { schoolEvents } from '../../core/school-events';
import { classSectionFilters, type Filter } from '../../db/table-repo';
import { AppError, notFound } from '../../core/errors';
import { guardiansService } from '../guardians/guardians.service';
import { assertEmailFree } from '../people/email-guard';
import { type LoginContacts, loginAccounts } from '../account/login-accounts';
import { classPlaces } from '../setup/class-places';
import { openPlaces } from '../classes/open-places';
import { studentsRepo } from './students.repo';
import { msg, ref } from '@contracts/i18n/packed-text';

/** A class and section to narrow a list to (either may be left out). */
type ClassSection = { class?: number; section?: string };

export const STUDENT_HAS_RECORDS = msg('student.hasRecords');

const SELF_KINDS = ['student', 'account'] as const;

export const STUDENT_NOT_ACTIVE = (id: string, status: string) =>
  msg('student.notActiveNow', {
    id,
    status: ref(status === 'graduated' ? 'student.status.graduated' : 'student.status.withdrawn'),
  });

/**
 * A lookup by ID finds the student whatever their status (a fee for a withdrawn student is
 * still looked up); the list shows active students unless another status is asked for.
 */
function filters(studentId?: string, status?: StudentStatusFilter, place: ClassSection = {}): Filter[] {
  const out: Filter[] = classSectionFilters(place);
  if (studentId) out.push({ sql: 'lower(student_id) = lower($1)', params: [studentId] });
  const wanted = status ?? (studentId ? 'all' : 'active');
  if (wanted !== 'all') out.push({ sql: 'status = $1', params: [wanted], counter: `students:${wanted}` });
  return out;
}

/** The status column shows a withdrawal's date and reason; other rows go without the two empty fields. */
function asListRow({ withdrawn_on, withdraw_reason, ...row }: StudentListRow): StudentListRow {
  return row.status === 'withdrawn' ? { ...row, withdrawn_on, withdraw_reason } : row;
}

export const studentsService = {
  /** Each student answers with their guardians, unless the rows are asked for as the table draws them. */
  async list(params: ListParams, studentId?: string, status?: StudentStatusFilter, place?: ClassSection) {
    const page = await studentsRepo.list(params, filters(studentId, status, place));
    if (params.fields === LIST_FIELDS) return { ...page, rows: page.rows.map(asListRow) };
    return { ...page, rows: await guardiansService.attachTo(page.rows) };
  },

  /** Every student the list would show, in batches (the CSV export). */
  each: (params: ListParams, studentId?: string, status?: StudentStatusFilter, place?: ClassSection) =>
    studentsRepo.each(params, filters(studentId, status, place)),

  create: ({ guardians, ...fields }: StudentInput, contacts: LoginContacts) =>
    transaction(async () => {
      const input = { ...fields, ...(await classPlaces.resolve(fields.class, fields.section)) };
      await openPlaces.assertOpen(input.class, input.section);
      await assertEmailFree(input.email);
      const student = await studentsRepo.insert(input);
      if (guardians) await guardiansService.setForStudent(student.student_id, guardians, contacts);
      await schoolEvents.emit('admitted', { student_id: student.student_id });
      return student;
    }),

  /** A student with their guardians' IDs: after adding one, the office hands out both. */
  withGuardians: async <S extends { student_id: string }>(student: S) =>
    (await guardiansService.attachTo([student]))[0],

  /** Without `guardians` the student's guardians stay as they are; with it they become that list. */
  update: ({ id, guardians, ...fields }: StudentUpdate, contacts: LoginContacts) =>
    transaction(async () => {
      const current = await studentsRepo.findBy('auto_id', id);
      if (!current) throw notFound('record.student');
      const input = { ...fields, ...(await classPlaces.resolve(fields.class, fields.section)) };
      // Moved, a pupil is a new record of the class and section they join.
      const was = (await studentsRepo.placeOf(id))!;
      if (input.class !== was.class || input.section !== was.section)
        await openPlaces.assertOpen(input.class, input.section);
      await assertEmailFree(input.email, { id: current.student_id, kinds: [...SELF_KINDS] });
      const updated = (await studentsRepo.update(current.student_id, input))!;
      await contacts.syncContact(current.student_id, current, updated);
      if (guardians) await guardiansService.setForStudent(current.student_id, guardians, contacts);
      return updated;
    }),

  /**
   * A student who leaves: every record stays, they leave registers and default lists, and their
   * login ends at once (in this transaction, so no request of theirs outlives the change).
   */
  withdraw: ({ student_id, withdrawn_on, reason }: WithdrawInput) =>
    transaction(async () => {
      const current = await studentsRepo.lockForStatus(student_id);
      if (!current) throw notFound('record.student');
      if (current.status !== 'active') throw new AppError(409, STUDENT_NOT_ACTIVE(current.student_id, current.status));
      const updated = await studentsRepo.setStatus(current.student_id, 'withdrawn', withdrawn_on, reason);
      await loginAccounts.endSessions(current.student_id);
      await schoolEvents.emit('withdrawn', { student_id: current.student_id, withdrawn_on });
      return updated!;
    }),

  /** Back on the roll in the class and section they had; their login (if any) works again. */
  readmit: ({ student_id }: ReadmitInput) =>
    transaction(async () => {
      const current = await studentsRepo.lockForStatus(student_id);
      if (!current) throw notFound('record.student');
      if (current.status === 'active')
        throw new AppError(409, msg('student.alreadyActive', { id: current.student_id }));
      const back = (await studentsRepo.setStatus(current.student_id, 'active', null, null))!;
      await schoolEvents.emit('readmitted', { student_id: current.student_id });
      return back;
    }),

  /**
   * The project's rule: a student with fees, attendance or marks is never deleted (those tables
   * reference students ON DELETE RESTRICT), so nothing of theirs is lost or left pointing nowhere.
   */
  async remove(studentId: string) {
    try {
      return await transaction(async () => {
        const removed = await studentsRepo.remove(studentId);
        if (!removed) throw notFound('record.student');
        await loginAccounts.remove(removed.student_id);
        return removed;
      });
    } catch (err) {
      // ON DELETE RESTRICT answers 23001; NO ACTION (a deferred or plain REFERENCES) answers 23503.
      const code = (err as { code?: string }).code;
      if (code === '23001' || code === '23503') throw new AppError(409, STUDENT_HAS_RECORDS);
      throw err;
    }
  },
};
