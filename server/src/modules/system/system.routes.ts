import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SystemStatus } from '@contracts/details';
import type { Config } from '../../core/config';
import { route } from '../../http/route';
import { ROOT } from '../../lib/root';
import { schoolLinks } from '../school/school-links';
import { systemRepo } from './system.repo';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };

async function databaseStatus(): Promise<Pick<SystemStatus, 'database' | 'database_latency_ms' | 'migrations'>> {
  const started = performance.now();
  try {
    const migrations = await systemRepo.migrationsApplied();
    return { database: 'ok', database_latency_ms: Math.round((performance.now() - started) * 10) / 10, migrations };
  } catch {
    return { database: 'unreachable', database_latency_ms: null, migrations: null };
  }
}

export const systemRoutes = (config: Pick<Config, 'appUrl' | 'appUrlSet' | 'schoolName'>) => [
  route({
    method: 'get',
    path: '/system/status',
    roles: ['admin'],
    handler: async (): Promise<SystemStatus> => {
      // An unreachable database is reported below, not as a failed status request.
      const links = await schoolLinks(config).catch(() => ({ appUrl: config.appUrl, chosen: config.appUrlSet }));
      return {
        api: 'ok',
        ...(await databaseStatus()),
        version: pkg.version,
        uptime_seconds: Math.round(process.uptime()),
        links: { app_url: links.appUrl, app_url_set: links.chosen },
      };
    },
  }),
];
