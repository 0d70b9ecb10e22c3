import { useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '@contracts/details';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { api, errorText } from '../../lib/api-client';

export default function SystemStatusPage() {
  const status = useQuery({ queryKey: ['system', 'status'], queryFn: () => api.get<SystemStatus>('/system/status'), refetchInterval: 30_000 });
  const s = status.data;
  return (
    <Page title="System Status">
      {status.isPending && <Loading />}
      {status.error && <Alert message={{ kind: 'error', text: errorText(status.error, 'The API is not reachable.') }} />}
      {s && (
        <div className="stat-cards">
          <div className="stat-card">
            <div>API</div>
            <div className="stat-value">{s.api === 'ok' ? 'Reachable' : 'Down'}</div>
          </div>
          <div className="stat-card">
            <div>Database</div>
            <div className="stat-value">{s.database === 'ok' ? 'Reachable' : 'Unreachable'}</div>
            {s.database_latency_ms !== null && <div>{s.database_latency_ms} ms</div>}
          </div>
          <div className="stat-card">
            <div>Version</div>
            <div className="stat-value">{s.version}</div>
            <div>{s.migrations ?? '?'} migrations applied · up {Math.round(s.uptime_seconds / 60)} min</div>
          </div>
        </div>
      )}
    </Page>
  );
}
