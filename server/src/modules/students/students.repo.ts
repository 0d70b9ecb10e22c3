import type { Student } from '@contracts/students';
import { tableRepo } from '../../db/table-repo';

const table = tableRepo<Student>({
  table: 'students',
  key: 'student_id',
  select: 'auto_id, student_id, name, dob, class, section, gender, father_name, mother_name, email, mobile, address',
  writable: ['name', 'dob', 'class', 'section', 'gender', 'father_name', 'mother_name', 'email', 'mobile', 'address'],
  searchable: ['student_id', 'name', 'email', 'mobile', 'father_name', 'mother_name'],
  sortable: { student_id: 'auto_id', name: 'name', dob: 'dob', class: 'class', section: 'section', gender: 'gender', email: 'lower(email)' },
  defaultOrder: 'auto_id',
});

export const studentsRepo = table;
