import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@contracts/details';
import { api } from '../../lib/api-client';

/** The server's health, read again every half minute while the screen is open. */
export const useSystemStatus = () =>
  useQuery({ queryKey: ['system', 'status'], queryFn: ({ signal }) => api.get<SystemStatus>('/system/status', { signal }), refetchInterval: 30_000 });
