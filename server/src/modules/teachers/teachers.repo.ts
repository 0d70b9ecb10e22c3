import type { Teacher } from '@contracts/teachers';
import { tableRepo } from '../../db/table-repo';

const table = tableRepo<Teacher>({
  table: 'teachers',
  key: 'teacher_id',
  // The section they are class teacher of: the office's first question about a teacher.
  select: `teacher_id, name, email, mobile, joining_date, subject, class_label(class) AS class, gender,
    (SELECT json_build_object('class', class_label(c.class), 'section', c.section) FROM class_teachers c WHERE c.teacher_id = teachers.id) AS class_teacher`,
  writable: ['name', 'email', 'mobile', 'joining_date', 'subject', 'class', 'gender'],
  searchable: ['teacher_id', 'name', 'email', 'mobile', 'subject'],
  // Joined and lowered in the stored search_text (migration 079), which names these columns.
  searchColumn: 'search_text',
  sortable: {
    teacher_id: 'id',
    name: 'name',
    email: 'lower(email)',
    joining_date: 'joining_date',
    subject: 'subject',
    class: 'class',
    gender: 'gender',
  },
  defaultOrder: 'id',
  counter: 'teachers',
});

export const teachersRepo = table;
