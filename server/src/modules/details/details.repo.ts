import type { StudentDetails, TeacherDetails } from '@contracts/details';
import { queryOne } from '../../db/pool';

export const detailsRepo = {
  student(studentId: string): Promise<StudentDetails | undefined> {
    return queryOne<StudentDetails>(
      `SELECT auto_id, student_id, name, dob, class, section, gender, father_name, mother_name, email, mobile, address
       FROM students WHERE lower(student_id) = lower($1)`,
      [studentId],
    );
  },

  teacher(teacherId: string): Promise<TeacherDetails | undefined> {
    return queryOne<TeacherDetails>(
      'SELECT teacher_id, name, email, subject, class FROM teachers WHERE lower(teacher_id) = lower($1)',
      [teacherId],
    );
  },
};
