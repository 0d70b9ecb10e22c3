import type { Teacher } from '@contracts/teachers';
import { tableRepo } from '../../db/table-repo';

const table = tableRepo<Teacher>({
  table: 'teachers',
  key: 'teacher_id',
  select: 'teacher_id, name, email, mobile, joining_date, subject, class, gender',
  writable: ['name', 'email', 'mobile', 'joining_date', 'subject', 'class', 'gender'],
  searchable: ['teacher_id', 'name', 'email', 'mobile', 'subject'],
  searchAsOne: true,
  sortable: { teacher_id: 'id', name: 'name', email: 'lower(email)', joining_date: 'joining_date', subject: 'subject', class: 'class', gender: 'gender' },
  defaultOrder: 'id',
  counter: 'teachers',
});

export const teachersRepo = table;
