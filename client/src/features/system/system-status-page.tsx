import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { AppUrlBanner } from './app-url-banner';
import { useSystemStatus } from './system-api';

export default function SystemStatusPage() {
  const t = useT();
  const status = useSystemStatus(30_000);
  const s = status.data;
  return (
    <Page title={t('menu.system')}>
      <AppUrlBanner />
      {status.isPending && <Loading />}
      {status.error && <Alert message={{ kind: 'error', text: errorText(status.error, t('system.unreachableApi')) }} />}
      {s && (
        <div className="stat-cards">
          <div className="stat-card">
            <div>{t('system.api')}</div>
            <div className="stat-value">{s.api === 'ok' ? t('system.reachable') : t('system.down')}</div>
          </div>
          <div className="stat-card">
            <div>{t('system.database')}</div>
            <div className="stat-value">{s.database === 'ok' ? t('system.reachable') : t('system.unreachable')}</div>
            {s.database_latency_ms !== null && <div>{t('system.latency', { ms: s.database_latency_ms })}</div>}
          </div>
          <div className="stat-card">
            <div>{t('system.version')}</div>
            <div className="stat-value">{s.version}</div>
            <div>
              {t('system.uptime', { migrations: s.migrations ?? '?', minutes: Math.round(s.uptime_seconds / 60) })}
            </div>
          </div>
        </div>
      )}
    </Page>
  );
}
