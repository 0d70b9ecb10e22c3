import { PATHS } from '@contracts/paths';
import type { Request, RequestHandler, Response, Router } from 'express';
import express from 'express';
import { z } from 'zod';
import type { Role } from '@contracts/enums';
import type { Config } from '../core/config';
import { actingAs, type ReadAtBegin } from '../db/pool';
import { AppError, validationError } from '../core/errors';
import { answerOnce, idempotencyKeyOf } from './idempotency';
import { liveSessionPrecondition, sessionState, sessionStillLive } from './session';
import { type SessionUser } from '../core/request-context';
import { msg } from '@contracts/i18n/packed-text';
import { issueText } from '@contracts/i18n/zod-issues';

export const ANY_SIGNED_IN: readonly Role[] = ['admin', 'teacher', 'student'];
/** Routes a parent reaches too: each names a child or serves the whole school (the access matrix's data says which). */
export const WITH_PARENTS: readonly Role[] = [...ANY_SIGNED_IN, 'parent'];

type Method = 'get' | 'post' | 'put' | 'delete';
type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  /** The signed-in user; null only on public routes. */
  user: SessionUser;
  req: Request;
  res: Response;
}

export interface RouteSpec<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
> {
  method: Method;
  path: string;
  /** Who may call it. Every route must say; 'public' is the only way to skip sign-in. */
  roles: readonly Role[] | 'public';
  body?: B;
  query?: Q;
  params?: P;
  /** 'json' (default) accepts only application/json bodies; 'multipart' only multipart/form-data. */
  accepts?: 'json' | 'multipart';
  /** Runs after the role check and before validation (uploads, throttles). */
  before?: RequestHandler[];
  /** Status for a returned value; defaults to 200. */
  status?: number;
  handler: (input: HandlerInput<Infer<B>, Infer<Q>, Infer<P>>) => unknown;
}

// Keeps each route's own schema types flowing into its handler.
export function route<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(spec: RouteSpec<B, Q, P>): RouteSpec {
  return spec as unknown as RouteSpec;
}

const SIGN_IN_REDIRECT = PATHS.signIn;
const signInAgain = () => new AppError(401, msg('error.signIn'), { redirect: SIGN_IN_REDIRECT });

function authorize(spec: RouteSpec, config: Config): RequestHandler {
  if (spec.roles !== 'public' && (!Array.isArray(spec.roles) || spec.roles.length === 0)) {
    throw new Error(`Route ${spec.method.toUpperCase()} ${spec.path} declares no roles`);
  }
  return (req, _res, next) => {
    if (spec.roles === 'public') return next();
    const state = sessionState(req, config);
    if (state !== 'active') {
      if (state === 'expired') req.session.destroy(() => undefined);
      return next(
        state === 'expired'
          ? new AppError(401, msg('error.sessionExpired'), { redirect: SIGN_IN_REDIRECT })
          : signInAgain(),
      );
    }
    if (!spec.roles.includes(req.session.user!.role)) {
      return next(new AppError(403, msg('error.forbidden')));
    }
    next();
  };
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function contentTypeGuard(spec: RouteSpec): RequestHandler {
  const wanted = spec.accepts ?? 'json';
  return (req, _res, next) => {
    if (spec.method === 'get' || !hasBody(req)) return next();
    const ok = wanted === 'json' ? req.is('application/json') : req.is('multipart/form-data');
    if (!ok) {
      const expected = wanted === 'json' ? 'application/json' : 'multipart/form-data';
      return next(new AppError(415, msg('error.contentType', { type: expected })));
    }
    next();
  };
}

// PostgreSQL text cannot hold NUL, and no field of ours has a use for it: refuse it up front,
// after the schema's own rules have had their say.
function nulPath(value: unknown, at: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const found = k.includes('\u0000') ? [...at, k] : nulPath(v, [...at, k], depth + 1);
    if (found) return found;
  }
  return null;
}

function parse(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {}, { error: issueText });
  if (!result.success) throw validationError(result.error);
  const nul = nulPath(result.data);
  if (nul) {
    const message = msg('field.textNul');
    throw new AppError(400, message, { fields: { [nul.join('.') || '_']: message } });
  }
  return result.data;
}

/** The reads a signed-in user's writes make with the BEGIN of each transaction (see ReadAtBegin). */
export type ReadsAtBegin = (user: SessionUser) => ReadAtBegin[];

function handle(spec: RouteSpec, readsAtBegin?: ReadsAtBegin): RequestHandler {
  return async (req, res) => {
    const user = req.session?.user;
    // The session was checked before the body arrived, which a slow client can stretch over a
    // logout or a password change: each transaction the request writes in tests it again, in
    // the round trip that begins it and with the session locked until the write commits.
    const precondition =
      spec.roles !== 'public' && hasBody(req) ? liveSessionPrecondition(req, signInAgain) : undefined;
    // Keys are per account. A public write (sign-in, sign-out, a reset request) has no one to hold
    // a key for, and a kept sign-in answer must never reach another caller: it runs as without one.
    const key = user && spec.roles !== 'public' && spec.method !== 'get' ? idempotencyKeyOf(req) : undefined;
    const input = {
      body: parse(spec.body, req.body),
      query: parse(spec.query, req.query),
      params: parse(spec.params, req.params),
      user: user as SessionUser,
      req,
      res,
    };
    // The signed-in user goes with every database write of the request (see actingAs).
    const reads = precondition && user ? readsAtBegin?.(user as SessionUser) : undefined;
    const inContext = <T>(fn: () => T): T => (user ? actingAs(user.loginId, fn, precondition, reads) : fn());
    if (key)
      return answerOnce(
        req,
        res,
        { accountId: user!.accountId, key, okStatus: spec.status ?? 200 },
        () => spec.handler(input as never),
        inContext,
      );
    const result = await inContext(() => spec.handler(input as never));
    // A request that wrote nothing is asked once before it answers.
    if (precondition && !precondition.held && !(await sessionStillLive(req))) throw signInAgain();
    if (result !== undefined && !res.headersSent) res.status(spec.status ?? 200).json(result);
  };
}

const jsonBody = express.json({ limit: '100kb', strict: true });

export function mountRoutes(router: Router, specs: RouteSpec[], config: Config, readsAtBegin?: ReadsAtBegin): void {
  for (const spec of specs) {
    const chain: RequestHandler[] = [authorize(spec, config), contentTypeGuard(spec)];
    if ((spec.accepts ?? 'json') === 'json' && spec.method !== 'get') chain.push(jsonBody);
    chain.push(...(spec.before ?? []), handle(spec, readsAtBegin));
    router[spec.method](spec.path, ...chain);
  }
}
