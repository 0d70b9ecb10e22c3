import type { Teacher } from '@contracts/teachers';
import { queryOne } from '../../db/pool';
import { tableRepo } from '../../db/table-repo';

export interface TeacherIdentity { teacher_id: string; email: string }

const table = tableRepo<Teacher>({
  table: 'teachers',
  key: 'teacher_id',
  select: 'teacher_id, name, email, mobile, joining_date, subject, class, gender',
  writable: ['name', 'email', 'mobile', 'joining_date', 'subject', 'class', 'gender'],
  searchable: ['teacher_id', 'name', 'email', 'mobile', 'subject'],
  sortable: { teacher_id: 'id', name: 'name', email: 'lower(email)', joining_date: 'joining_date', subject: 'subject', class: 'class', gender: 'gender' },
  defaultOrder: 'id',
});

export const teachersRepo = {
  ...table,

  findIdentity(teacherId: string): Promise<TeacherIdentity | undefined> {
    return queryOne<TeacherIdentity>('SELECT teacher_id, email FROM teachers WHERE lower(teacher_id) = lower($1)', [teacherId]);
  },
};
