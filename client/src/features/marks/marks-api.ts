import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { ExamRecord } from '@contracts/exams';
import type {
  MarksGrid,
  MarksGridInput,
  MarksGridQuery,
  MarksInput,
  MarksRecord,
  MarksUpdate,
  StudentMarks,
} from '@contracts/marks';
import { api } from '../../lib/api-client';
import { refetchUnlessKept } from '../../lib/offline/offline-saves';

export const MARKS_KEY = 'marks';

type Saved = MarksRecord & MessageResponse;

export const marksApi = {
  submit: (input: MarksInput) => api.post<Saved>('/admin/marks', input),
  update: (input: MarksUpdate) => api.put<Saved>('/admin/marks', input),
  remove: (id: number) => api.delete<MessageResponse>('/admin/marks', { query: { id } }),
  grid: (q: MarksGridQuery, signal?: AbortSignal) =>
    api.get<MarksGrid>('/admin/marks/grid', {
      query: { class: q.class, section: q.section, exam_name: q.exam_name },
      signal,
    }),
  saveGrid: (input: MarksGridInput) => api.put<MessageResponse & { saved: number }>('/admin/marks/grid', input),
};

/** One student's results, newest first (a student may ask only for their own). */
export const studentMarksQuery = (studentId: string | null) =>
  queryOptions({
    queryKey: [MARKS_KEY, 'student', studentId?.toLowerCase()],
    queryFn: ({ signal }) => api.get<StudentMarks>(`/student/marks/${encodeURIComponent(studentId!)}`, { signal }),
    enabled: !!studentId,
  });

export function useStudentMarks(studentId: string | null) {
  return useQuery(studentMarksQuery(studentId));
}

/** The exams of a class, to choose one for marks; nothing is fetched until a class is chosen. */
export function useClassExams(cls: number | string | null) {
  return useQuery({
    queryKey: [MARKS_KEY, 'exams', cls],
    queryFn: ({ signal }) => api.get<ExamRecord[]>('/admin/exams', { query: { class: cls! }, signal }),
    enabled: cls !== null,
  });
}

export function useMarksGrid(q: MarksGridQuery | null) {
  return useQuery({
    queryKey: [MARKS_KEY, 'grid', q],
    queryFn: ({ signal }) => marksApi.grid(q!, signal),
    enabled: q !== null,
    staleTime: 0,
  });
}

/** A write that refreshes the marks list and grid on success. */
export function useMarksMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  // Sent even when the browser says offline: a teacher's save is then kept on the device and says so.
  return useMutation({
    mutationFn: fn,
    networkMode: 'always',
    onSuccess: refetchUnlessKept(() => qc.invalidateQueries({ queryKey: [MARKS_KEY] })),
  });
}
