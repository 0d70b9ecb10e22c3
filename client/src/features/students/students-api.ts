import type { MessageResponse } from '@contracts/auth';
import type { Guardian } from '@contracts/guardians';
import type { Student, StudentInput, StudentUpdate, WithdrawInput } from '@contracts/students';
import { api } from '../../lib/api-client';

/** The new student's ID and each guardian's (their parent login), in the order given. */
export type StudentAdded = MessageResponse & {
  student_id: string;
  guardians: Pick<Guardian, 'guardian_id' | 'name' | 'relation'>[];
};

export const STUDENTS_KEY = 'students';
export const STUDENTS_PATH = '/admin/Students';

export const studentsApi = {
  /** The whole record (with guardians), as the edit dialog needs it; the table's rows carry only its columns. */
  async get(studentId: string, signal?: AbortSignal): Promise<Student> {
    const [student] = await api.get<Student[]>(STUDENTS_PATH, { query: { student_id: studentId }, signal });
    if (!student) throw new Error(`Student ${studentId} not found`);
    return student;
  },
  create: (input: StudentInput) => api.post<StudentAdded>(STUDENTS_PATH, input),
  update: (input: StudentUpdate) => api.put<MessageResponse>(STUDENTS_PATH, input),
  withdraw: (input: WithdrawInput) =>
    api.post<MessageResponse & { student: Student }>(`${STUDENTS_PATH}/withdraw`, input),
  readmit: (studentId: string) =>
    api.post<MessageResponse & { student: Student }>(`${STUDENTS_PATH}/readmit`, { student_id: studentId }),
  remove: (studentId: string) => api.delete<MessageResponse>(STUDENTS_PATH, { query: { id: studentId } }),
};
