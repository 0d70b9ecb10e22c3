import { queryOne } from '../../db/pool';

export interface StudentIdentity { student_id: string; email: string }

export const studentsRepo = {
  findIdentity(studentId: string): Promise<StudentIdentity | undefined> {
    return queryOne<StudentIdentity>('SELECT student_id, email FROM students WHERE lower(student_id) = lower($1)', [studentId]);
  },
};
