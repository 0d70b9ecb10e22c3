import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { ChoicesInput, ChoicesQuery, ChoicesSheet } from '@contracts/choices';
import { api } from '../../lib/api-client';

export const CHOICES_KEY = 'choices';

/** A class's (section's) pupils with their subject in each choice group, for the year today is in. */
export const useChoicesSheet = (q: ChoicesQuery | null) =>
  useQuery({
    queryKey: [CHOICES_KEY, q],
    queryFn: ({ signal }) =>
      api.get<ChoicesSheet>('/admin/choices', { query: { class: q!.class, section: q!.section }, signal }),
    enabled: q !== null,
    staleTime: 0,
  });

/** Saves the pupils sent (a null code takes a choice back), then reads the sheet afresh. */
export function useSaveChoices() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChoicesInput) => api.put<MessageResponse & { saved: number }>('/admin/choices', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: [CHOICES_KEY] }),
  });
}
