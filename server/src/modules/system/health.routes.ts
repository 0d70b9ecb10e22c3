import { migrationNames } from '../../db/migrate';
import { route } from '../../http/route';
import { systemRepo } from './system.repo';

/**
 * For load balancers, compose and service managers: public, no session, one small query.
 * `/health` says the process answers; `/health/ready` that it can serve (the database answers
 * and holds every migration this code expects), else 503 with the reason.
 */
export function healthRoutes() {
  const expected = migrationNames();
  return [
    route({
      method: 'get',
      path: '/health',
      roles: 'public',
      handler: () => ({ status: 'ok' }),
    }),
    route({
      method: 'get',
      path: '/health/ready',
      roles: 'public',
      handler: async ({ res }) => {
        const notReady = (reason: string) => res.status(503).json({ status: 'unavailable', reason });
        let applied: { count: number; last: string | null };
        try {
          applied = await systemRepo.lastMigration();
        } catch {
          return void notReady('The database cannot be reached or has no migrations.');
        }
        if (applied.count !== expected.length || applied.last !== expected.at(-1)) {
          return void notReady(
            `The database schema is at ${applied.last ?? 'nothing'}; this version needs ${expected.at(-1)}.`,
          );
        }
        return { status: 'ready', schema: applied.last };
      },
    }),
  ];
}
