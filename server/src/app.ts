import cors from 'cors';
import express, { type Express } from 'express';
import type pg from 'pg';
import type { Config } from './core/config';
import { apiNotFound, errorHandler } from './http/errors';
import { mountRoutes, type RouteSpec } from './http/route';
import { sameOriginGuard } from './http/same-origin';
import { answerLanguage } from './i18n/answer-language';
import { requestLog } from './http/request-log';
import { noStore, securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session';
import { spaRouter } from './http/spa';
import { signedInHome } from './http/signed-in-home';
import { allRoutes } from './modules';
import type { Parts } from './modules/parts';
import { readsAtBegin } from './modules/access';
import { signInFormPost } from './modules/auth/sign-in-form-post';

export interface RouteTableEntry {
  method: string;
  path: string;
  roles: RouteSpec['roles'];
  spec: RouteSpec;
}

// The spec's client calls some paths under /api/api; every route answers under both prefixes.
export const API_PREFIXES = ['/api/api', '/api'] as const;

/** The Express app on parts already composed (see compose.ts, which every start goes through). */
export function buildApp(config: Config, pool: pg.Pool, parts: Parts, opts: { clientDist?: string } = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(requestLog(parts.requestLog));
  // Every answer's sentences are catalogue texts written in the caller's language, errors included.
  app.use(answerLanguage);
  app.use(securityHeaders);

  const api = express.Router();
  api.use(noStore);
  if (config.corsOrigins.length) {
    api.use(
      cors({
        origin: config.corsOrigins,
        credentials: true,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        exposedHeaders: ['X-Total-Count', 'Content-Disposition'],
      }),
    );
  }
  api.use(sameOriginGuard(config.corsOrigins));
  const session = sessionMiddleware(config, pool);
  api.use(session);
  const specs = allRoutes(config, parts);
  // A teacher's writes check the teaching policy: its read travels with each transaction's BEGIN.
  mountRoutes(api, specs, config, readsAtBegin);

  for (const prefix of API_PREFIXES) app.use(prefix, api);
  app.use('/api', apiNotFound);
  app.use(signInFormPost(config, session, parts.passwords));
  app.use(signedInHome(config, session));
  app.use(spaRouter(opts.clientDist));
  app.use(errorHandler);

  app.locals.routeTable = specs.map((spec): RouteTableEntry => ({
    method: spec.method,
    path: `/api${spec.path}`,
    roles: spec.roles,
    spec,
  }));
  return app;
}
