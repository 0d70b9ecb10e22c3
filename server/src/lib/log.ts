import path from 'node:path';
import type { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';

// One JSON line per event (pino), at LOG_LEVEL (default info; silent in tests unless
// LOG_IN_TESTS is set). Secrets never reach a line: any field of these names is replaced, at
// any depth, so a careless `extra` cannot print a password, a cookie or a connection string.
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const SECRET_KEYS = [
  'password',
  'new_password',
  'old_password',
  'current_password',
  'confirm_password',
  'password_hash',
  'passwordHash',
  'token',
  'secret',
  'sessionSecret',
  'cookie',
  'authorization',
  'databaseUrl',
  'database_url',
  'url',
];
const redact = { paths: SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]), censor: '[redacted]' };

function defaultLevel(): string {
  const wanted = process.env.LOG_LEVEL;
  // An unknown value is refused with a clear line by the configuration check; until then, info.
  if (wanted && (LOG_LEVELS as readonly string[]).includes(wanted)) return wanted;
  return process.env.NODE_ENV === 'test' && !process.env.LOG_IN_TESTS ? 'silent' : 'info';
}

function create(level: string, destination: pino.DestinationStream, redacted = true): Logger {
  return pino(
    { level, ...(redacted ? { redact } : {}), base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime },
    destination,
  );
}

// One stream for both loggers below (pino's own default: standard output, flushed at exit), so
// their lines never interleave.
const stdout = pino.destination({ fd: process.stdout.fd || 1 });
let logger = create(defaultLevel(), stdout);
// The line of every request holds only fields the request log chooses (id, method, path, status,
// time, user ID and role), none of them a secret: it skips the redaction pass, which cost more
// than the rest of the line (the profile in the README).
let requests = create(defaultLevel(), stdout, false);

/**
 * REQUEST_LOG: 'stdout', 'off', or a file (by default DATA_DIR/logs/requests.log). A line per
 * request on the console would push what the person starting the app must read (the first
 * admin's password, a missing setting) off the screen within seconds of the first visitor.
 */
export function requestLogTarget(wanted: string | undefined, dataDir: string): string {
  if (wanted === 'stdout' || wanted === 'off') return wanted;
  return path.resolve(wanted ?? path.join(dataDir, 'logs', 'requests.log'));
}

/** Writes the line of one request (request-log.ts): fixed fields, written without redaction. */
export type RequestLog = (level: 'info' | 'error', line: RequestLine) => void;

/**
 * The request log that compose.ts builds from REQUEST_LOG: 'stdout' writes with the app's own
 * lines (where the tests read them), 'off' nowhere. A file is opened at once (a folder it cannot
 * write stops the start, not a request), for appending with one write per line, so several
 * serving processes share it whole lines at a time, and logrotate's copytruncate needs no signal.
 */
export function requestLogTo(target: string): RequestLog {
  if (target === 'off') return () => undefined;
  if (target === 'stdout') return (level, line) => requests[level](line, 'request');
  const destination = pino.destination({ dest: target, append: true, mkdir: true, sync: true });
  const file = create(defaultLevel(), destination, false);
  return (level, line) => file[level](line, 'request');
}

/** Tests read the lines themselves: every line at every level goes to `destination` (null: back to normal). */
export function captureLogs(destination: Writable | null): void {
  logger = destination ? create('trace', destination) : create(defaultLevel(), stdout);
  requests = destination ? create('trace', destination, false) : create(defaultLevel(), stdout, false);
}

type Extra = Record<string, unknown>;
const write = (level: 'debug' | 'info' | 'warn' | 'error') => (message: string, extra?: Extra) => {
  if (extra) logger[level](extra, message);
  else logger[level](message);
};

export const log = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
};

export interface RequestLine {
  request_id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  user?: string;
  role?: string;
  aborted?: true;
}
