import { queryOne } from '../../db/pool';

export interface TeacherIdentity { teacher_id: string; email: string }

export const teachersRepo = {
  findIdentity(teacherId: string): Promise<TeacherIdentity | undefined> {
    return queryOne<TeacherIdentity>('SELECT teacher_id, email FROM teachers WHERE lower(teacher_id) = lower($1)', [teacherId]);
  },
};
