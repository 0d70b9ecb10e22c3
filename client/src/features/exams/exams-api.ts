import type { MessageResponse } from '@contracts/auth';
import type { ExamInput, ExamRecord, ExamUpdate } from '@contracts/exams';
import { api } from '../../lib/api-client';

export const EXAMS_KEY = 'exams';
export const EXAMS_PATH = '/admin/exams';

type Saved = ExamRecord & MessageResponse;

export const examsApi = {
  create: (input: ExamInput) => api.post<Saved>(EXAMS_PATH, input),
  update: (input: ExamUpdate) => api.put<Saved>(EXAMS_PATH, input),
  remove: (id: number) => api.delete<MessageResponse>(EXAMS_PATH, { query: { id } }),
};
