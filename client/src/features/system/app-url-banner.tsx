import { Alert } from '../../components/alert';
import { useT } from '../../i18n/use-t';
import { useSystemStatus } from './system-api';

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
