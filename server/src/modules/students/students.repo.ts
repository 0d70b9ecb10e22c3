import type { StudentStatus } from '@contracts/enums';
import type { Student, StudentListRow } from '@contracts/students';
import { queryOne } from '../../db/pool';
import { tableRepo } from '../../db/table-repo';

// class_label: classes 1-10 answer as numbers (the spec's), the setup's other classes by name.
const LIST_COLUMNS =
  'student_id, name, dob, class_label(class) AS class, section, gender, father_name, mother_name, email, mobile, address, status, withdrawn_on, withdraw_reason';

// The row as stored; guardians are attached by the service.
const table = tableRepo<Omit<Student, 'guardians'>, StudentListRow>({
  table: 'students',
  key: 'student_id',
  select: `auto_id, ${LIST_COLUMNS}`,
  listSelect: LIST_COLUMNS,
  writable: ['name', 'dob', 'class', 'section', 'gender', 'father_name', 'mother_name', 'email', 'mobile', 'address'],
  searchable: ['student_id', 'name', 'email', 'mobile', 'father_name', 'mother_name'],
  // Joined and lowered in the stored search_text (migration 079), which names these columns.
  searchColumn: 'search_text',
  sortable: {
    student_id: 'auto_id',
    name: 'name',
    dob: 'dob',
    class: 'class',
    section: 'section',
    gender: 'gender',
    email: 'lower(email)',
  },
  defaultOrder: 'auto_id',
  counter: 'students',
});

export const studentsRepo = {
  ...table,

  /** The class and section a student's record carries (the setup's link values, not labels). */
  placeOf(autoId: number): Promise<{ class: number; section: string } | undefined> {
    return queryOne('SELECT class, section FROM students WHERE auto_id = $1', [autoId]);
  },

  /** The student row locked for a change of status; any case of the ID. */
  lockForStatus(studentId: string): Promise<Pick<Student, 'student_id' | 'status'> | undefined> {
    return queryOne('SELECT student_id, status FROM students WHERE lower(student_id) = lower($1) FOR UPDATE', [
      studentId,
    ]);
  },

  setStatus(
    studentId: string,
    status: StudentStatus,
    withdrawnOn: string | null,
    reason: string | null,
  ): Promise<Student | undefined> {
    return queryOne<Student>(
      `UPDATE students SET status = $2, withdrawn_on = $3, withdraw_reason = $4 WHERE student_id = $1 RETURNING ${table.def.select}`,
      [studentId, status, withdrawnOn, reason],
    );
  },
};
