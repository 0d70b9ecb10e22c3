import type { ListParams } from '@contracts/list';
import type { TeacherInput } from '@contracts/teachers';
import { transaction } from '../../db/pool';
import { notFound } from '../../core/errors';
import { assertEmailFree } from '../people/email-guard';
import { type LoginContacts, loginAccounts } from '../account/login-accounts';
import { classPlaces } from '../setup/class-places';
import { teachersRepo } from './teachers.repo';

const SELF_KINDS = ['teacher', 'account'] as const;

export const teachersService = {
  list: (params: ListParams) => teachersRepo.list(params),

  /** Every teacher the list would show, in batches (the CSV export). */
  each: (params: ListParams) => teachersRepo.each(params),

  create: (input: TeacherInput) =>
    transaction(async () => {
      const place = await classPlaces.resolve(input.class);
      await assertEmailFree(input.email);
      return teachersRepo.insert({ ...input, ...place });
    }),

  update: (teacherId: string, input: TeacherInput, contacts: LoginContacts) =>
    transaction(async () => {
      const current = await teachersRepo.get(teacherId);
      if (!current) throw notFound('record.teacher');
      const place = await classPlaces.resolve(input.class);
      await assertEmailFree(input.email, { id: current.teacher_id, kinds: [...SELF_KINDS] });
      const updated = (await teachersRepo.update(current.teacher_id, { ...input, ...place }))!;
      await contacts.syncContact(current.teacher_id, current, updated);
      return updated;
    }),

  /** The teacher, their login and their sessions go together or not at all. */
  remove: (teacherId: string) =>
    transaction(async () => {
      const removed = await teachersRepo.remove(teacherId);
      if (!removed) throw notFound('record.teacher');
      await loginAccounts.remove(removed.teacher_id);
      return removed;
    }),
};
