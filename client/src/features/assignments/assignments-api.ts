import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { AssignmentRecord, AssignmentsEnvelope } from '@contracts/assignments';
import { api } from '../../lib/api-client';
import { useStudentScope } from '../../lib/viewed-student';

export const ASSIGNMENTS_KEY = 'assignments';
export const ASSIGNMENTS_PATH = '/admin/assignments';

export type AssignmentSaved = AssignmentRecord & MessageResponse;

export const removeAssignment = (row: AssignmentRecord) =>
  api.delete<MessageResponse>(ASSIGNMENTS_PATH, { query: { assignment_id: row.id } });

/** What a signed-in user may read: a student's own class, a parent's chosen child's class, everything for staff. */
export function useMyAssignments() {
  const scope = useStudentScope();
  return useQuery({
    queryKey: [ASSIGNMENTS_KEY, 'mine', scope.key],
    queryFn: async ({ signal }) =>
      (await api.get<AssignmentsEnvelope>('/assignments', { query: scope.query, signal })).assignments,
    enabled: scope.ready,
  });
}
