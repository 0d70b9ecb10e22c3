import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@contracts/details';
import { api } from '../../lib/api-client';

export const SYSTEM_STATUS_KEY = ['system', 'status'] as const;

/** The server's health; the status screen reads it again every half minute while it is open. */
export const useSystemStatus = (refetchInterval?: number) =>
  useQuery({
    queryKey: SYSTEM_STATUS_KEY,
    queryFn: ({ signal }) => api.get<SystemStatus>('/system/status', { signal }),
    refetchInterval,
  });
