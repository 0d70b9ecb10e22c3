import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@contracts/details';
import { Alert } from '../../components/alert';
import { useT } from '../../i18n/use-t';
import { api } from '../../lib/api-client';

export const SYSTEM_STATUS_KEY = ['system', 'status'] as const;

export const useSystemStatus = (refetchInterval?: number) =>
  useQuery({ queryKey: SYSTEM_STATUS_KEY, queryFn: () => api.get<SystemStatus>('/system/status'), refetchInterval });

/**
 * Until APP_URL is set every mailed and printed link says localhost, which a parent's phone cannot
 * open: the screens that hand links over say so, and how to fix it.
 */
export function AppUrlBanner() {
  const t = useT();
  const links = useSystemStatus().data?.links;
  if (!links || links.app_url_set) return null;
  return <Alert message={{ kind: 'info', text: t('links.notSet', { url: links.app_url }) }} />;
}
