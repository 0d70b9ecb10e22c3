import type { MessageResponse } from '@contracts/auth';
import type { TeacherInput } from '@contracts/teachers';
import type { Teaching, TeachingInput } from '@contracts/teaching';
import { api } from '../../lib/api-client';

export const TEACHERS_KEY = 'teachers';
export const TEACHERS_PATH = '/admin/Teachers';

export const teachersApi = {
  create: (input: TeacherInput) => api.post<MessageResponse & { teacher_id: string }>(TEACHERS_PATH, input),
  update: (teacherId: string, input: TeacherInput) =>
    api.put<MessageResponse>(`/Teachers/${encodeURIComponent(teacherId)}`, input),
  remove: (teacherId: string) => api.delete<MessageResponse>(`/Teachers/${encodeURIComponent(teacherId)}`),
  teaching: (teacherId: string, signal?: AbortSignal) =>
    api.get<Teaching>(`${TEACHERS_PATH}/${encodeURIComponent(teacherId)}/teaching`, { signal }),
  saveTeaching: (teacherId: string, input: TeachingInput) =>
    api.put<MessageResponse & Teaching>(`${TEACHERS_PATH}/${encodeURIComponent(teacherId)}/teaching`, input),
};
