import type { MessageResponse } from '@contracts/auth';
import type { Student, StudentInput, StudentUpdate, WithdrawInput } from '@contracts/students';
import { api } from '../../lib/api-client';

export const STUDENTS_KEY = 'students';
export const STUDENTS_PATH = '/admin/Students';

export const studentsApi = {
  create: (input: StudentInput) => api.post<MessageResponse & { student_id: string }>(STUDENTS_PATH, input),
  update: (input: StudentUpdate) => api.put<MessageResponse>(STUDENTS_PATH, input),
  withdraw: (input: WithdrawInput) => api.post<MessageResponse & { student: Student }>(`${STUDENTS_PATH}/withdraw`, input),
  readmit: (studentId: string) => api.post<MessageResponse & { student: Student }>(`${STUDENTS_PATH}/readmit`, { student_id: studentId }),
  remove: (studentId: string) => api.delete<MessageResponse>(STUDENTS_PATH, { query: { id: studentId } }),
};
