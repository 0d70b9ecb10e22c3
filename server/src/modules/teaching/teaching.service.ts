import type { Teaching, TeachingInput } from '@contracts/teaching';
import { transaction } from '../../db/pool';
import { notFound } from '../../http/errors';
import { teachingRepo } from './teaching.repo';

const withoutId = ({ subjects, class_teacher }: Teaching): Teaching => ({ subjects, class_teacher });

export const teachingService = {
  async get(teacherId: string): Promise<Teaching> {
    const teaching = await teachingRepo.ofTeacher(teacherId);
    if (!teaching) throw notFound('Teacher');
    return withoutId(teaching);
  },

  /** Replaces the teacher's whole teaching: every subject and the class-teacher section, or nothing. */
  replace(teacherId: string, input: TeachingInput): Promise<Teaching> {
    return transaction(async () => {
      const rowId = await teachingRepo.lockTeacher(teacherId);
      if (rowId === undefined) throw notFound('Teacher');
      await teachingRepo.replace(rowId, input);
      return withoutId((await teachingRepo.ofTeacher(teacherId))!);
    });
  },
};
