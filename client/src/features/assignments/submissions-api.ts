import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { ClassSubmissionRow, HandedIn, PupilSubmissionRow } from '@contracts/submissions';
import { api, fileHref } from '../../lib/api-client';
import { useStudentScope } from '../../lib/viewed-student';

export const SUBMISSIONS_KEY = 'submissions';

export const handInPath = (assignmentId: number) => `/assignments/${assignmentId}/submissions`;

/** The one-click zip of a class's work. */
export const archiveHref = (assignmentId: number) => fileHref(`/api/assignments/${assignmentId}/submissions/archive`);

/** A pupil's assignments with what they handed in; in the parent area, the chosen child's. */
export function useMySubmissions() {
  const scope = useStudentScope();
  return useQuery({
    queryKey: [SUBMISSIONS_KEY, 'mine', scope.key],
    queryFn: ({ signal }) => api.get<PupilSubmissionRow[]>('/submissions', { query: scope.query, signal }),
    enabled: scope.ready,
  });
}

/** Every pupil of the assignment's class and the state of their work, for its teacher. */
export function useClassSubmissions(assignmentId: number) {
  return useQuery({
    queryKey: [SUBMISSIONS_KEY, 'class', assignmentId],
    queryFn: ({ signal }) => api.get<ClassSubmissionRow[]>(handInPath(assignmentId), { signal }),
  });
}

export type Marking = { mark: string; comment?: string } | { return: true; comment?: string };

export const saveMarking = (submissionId: number, body: Marking) =>
  api.put<MessageResponse & { state: 'marked' | 'returned' }>(`/submissions/${submissionId}`, body);

/** After a hand-in or a mark, every list of submissions is read again. */
export function useRefreshSubmissions() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [SUBMISSIONS_KEY] });
}

export type { HandedIn };
