import { useQuery } from '@tanstack/react-query';
import type { StudentDetails } from '@contracts/details';
import { api } from '../../lib/api-client';

export const fetchStudentDetails = (studentId: string) =>
  api.get<{ user_details: StudentDetails }>('/details', { query: { student_id: studentId } });

export function useStudentDetails(studentId: string | null) {
  return useQuery({
    queryKey: ['details', studentId],
    queryFn: () => fetchStudentDetails(studentId!),
    enabled: !!studentId,
  });
}
