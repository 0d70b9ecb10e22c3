import type { StudentDetails, TeacherDetails } from '@contracts/details';
import { queryOne } from '../../db/pool';

/** A pupil's profile, with the class as the records keep it (the setup's link) for the teaching rules. */
export type StoredStudentDetails = Omit<StudentDetails, 'class'> & { class: number; class_label: number | string };

export const detailsRepo = {
  student(studentId: string): Promise<StoredStudentDetails | undefined> {
    return queryOne<StoredStudentDetails>(
      `SELECT auto_id, student_id, name, dob, class, class_label(class) AS class_label, section, gender, father_name,
              mother_name, email, mobile, address
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
