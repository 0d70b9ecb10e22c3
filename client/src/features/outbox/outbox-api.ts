import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxEntry } from '@contracts/outbox';
import { api } from '../../lib/api-client';

/** Sends a message again as a new one; the list reads again whatever the answer. */
export function useResendMessage(handlers: { onSuccess: (message: string) => void; onError: (err: unknown) => void }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: OutboxEntry) => api.post<{ id: number; message: string }>(`/admin/outbox/${m.id}/resend`),
    onSuccess: (res) => handlers.onSuccess(res.message),
    onError: handlers.onError,
    onSettled: () => void qc.invalidateQueries({ queryKey: ['outbox'] }),
  });
}
