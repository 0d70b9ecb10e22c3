import type { ListParams } from '@contracts/list';
import type { StudentInput, StudentUpdate } from '@contracts/students';
import { transaction } from '../../db/pool';
import type { Filter } from '../../db/table-repo';
import { AppError, notFound } from '../../http/errors';
import { assertEmailFree } from '../people/email-guard';
import { loginAccounts } from '../people/login-accounts';
import { studentsRepo } from './students.repo';

export const STUDENT_HAS_RECORDS = 'This student has fees, attendance or marks on record and cannot be deleted.';

const SELF_KINDS = ['student', 'account'] as const;

const byStudentId = (studentId?: string): Filter[] => (studentId ? [{ sql: 'lower(student_id) = lower($1)', params: [studentId] }] : []);

export const studentsService = {
  list: (params: ListParams, studentId?: string) => studentsRepo.list(params, byStudentId(studentId)),

  /** Every student the list would show, in batches (the CSV export). */
  each: (params: ListParams, studentId?: string) => studentsRepo.each(params, byStudentId(studentId)),

  create: (input: StudentInput) =>
    transaction(async () => {
      await assertEmailFree(input.email);
      return studentsRepo.insert(input);
    }),

  update: ({ id, ...input }: StudentUpdate) =>
    transaction(async () => {
      const current = await studentsRepo.findBy('auto_id', id);
      if (!current) throw notFound('Student');
      await assertEmailFree(input.email, { id: current.student_id, kinds: [...SELF_KINDS] });
      const updated = (await studentsRepo.update(current.student_id, input))!;
      await loginAccounts.syncContact(current.student_id, updated.email, updated.mobile);
      return updated;
    }),

  /**
   * The project's rule: a student with fees, attendance or marks is never deleted (those tables
   * reference students ON DELETE RESTRICT), so nothing of theirs is lost or left pointing nowhere.
   */
  async remove(studentId: string) {
    try {
      return await transaction(async () => {
        const removed = await studentsRepo.remove(studentId);
        if (!removed) throw notFound('Student');
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
