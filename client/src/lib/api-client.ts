// With api-upload.ts (files), the only module that talks HTTP. Credentials always go along;
// errors become ApiError.
import { LANGUAGE_HEADER } from '@contracts/i18n/languages';
import { currentLanguage } from '../i18n/language';

const BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public body: Record<string, unknown> | null,
  ) {
    super(message);
  }

  /** The server's own sentence, when it sent one. */
  get serverError(): string | undefined {
    const e = this.body?.error;
    return typeof e === 'string' ? e : undefined;
  }

  get fields(): Record<string, string> {
    const f = this.body?.fields;
    return f && typeof f === 'object' ? (f as Record<string, string>) : {};
  }
}

type RedirectHandler = (path: string) => void;
let onRedirect: RedirectHandler = (path) => window.location.assign(path);

/** The router registers its navigate here so a 401 with `redirect` stays inside the SPA. */
export function setRedirectHandler(handler: RedirectHandler): void {
  onRedirect = handler;
}

export function parseJson(text: string): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

async function readBody(res: Response): Promise<Record<string, unknown> | null> {
  return parseJson(await res.text());
}

export function fail(status: number, body: Record<string, unknown> | null, followRedirect: boolean): never {
  if (status === 401 && followRedirect && typeof body?.redirect === 'string') onRedirect(body.redirect);
  const message = typeof body?.error === 'string' ? body.error : `Request failed (${status})`;
  throw new ApiError(status, message, body);
}

/**
 * Every write carries an Idempotency-Key (IETF draft): the server answers a key once, so a write
 * sent again (a retry after a dropped connection, a balancer's replay) is not written twice.
 * A retry of the same write must send the same key: pass it as `idempotencyKey`.
 */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/** A fresh key, as the draft's structured-field string. */
export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a school server on plain http has getRandomValues.
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `"${id}"`;
}

/** The key header of a write (none for a read). */
export const writeHeaders = (method: string, key?: string): Record<string, string> =>
  method.toUpperCase() === 'GET' ? {} : { [IDEMPOTENCY_KEY]: key ?? newIdempotencyKey() };

export interface RequestOptions {
  query?: Record<string, string | number | undefined | null>;
  body?: unknown;
  /** Send the 401 redirect on to the router (default true). */
  followRedirect?: boolean;
  signal?: AbortSignal;
  /** The key of a write sent again; a fresh one otherwise. */
  idempotencyKey?: string;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `${BASE}/api${path}${qs ? `?${qs}` : ''}`;
}

export async function requestWithHeaders<T>(
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<ApiResponse<T>> {
  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method,
      credentials: 'include',
      headers: {
        ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...writeHeaders(method, opts.idempotencyKey),
        Accept: 'application/json',
        [LANGUAGE_HEADER]: currentLanguage(),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Could not reach the server. Check your connection.', null);
  }
  const body = await readBody(res);
  if (!res.ok) fail(res.status, body, opts.followRedirect ?? true);
  return { data: body as T, headers: res.headers };
}

export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestWithHeaders<T>(method, path, opts)).data;
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
};

/** The address of a file the server named in a record's file_url (to open, frame or download). */
export function fileHref(fileUrl: string, download = false): string {
  const url = fileUrl.startsWith('/') ? `${BASE}${fileUrl}` : fileUrl;
  return download ? `${url}${url.includes('?') ? '&' : '?'}download=1` : url;
}

/** The message to show for a failed call: the server's sentence, else the screen's fallback. */
export function errorText(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverError ? err.serverError : fallback;
}
