import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { log } from '../lib/log';

/** What the database says changed (migration 023): one session, every session of an account, or all. */
export type SessionChange = { sid: string } | { accountId: number } | 'everything';

const CHANNEL = 'session_changes';
const APP_NAME = 'school-session-changes';
// Fences: 'f<token>' asks every listening process to answer 'k<token>' once it has heard
// everything committed before it (notices reach each listener in commit order); 'h<token>' is
// a process checking its own connection, answered by no one.
const FENCE_WAIT_MS = 3_000;
const OTHER_LISTENERS = `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity
  WHERE application_name LIKE '${APP_NAME} %' AND datname = current_database() AND pid <> pg_backend_pid() AND query <> '') AS others`;
const HEARTBEAT_MS = 10_000;
const BACKOFF_MS = [100, 250, 500, 1_000, 2_000, 5_000];

interface Fence {
  /** This process's own fence has come back. */
  self: boolean;
  answers: number;
  /** The other listening processes when it was sent. */
  wanted: number;
  heard?: () => void;
  settle: () => void;
}

/**
 * One process's ear on the database's session changes: a dedicated connection (not from the
 * pool, whose connections come and go) that LISTENs, and reconnects with backoff when it is
 * lost. While it is not listening (before its first LISTEN is confirmed, or after the
 * connection broke) `listening` is false and every session is read from the database; when it
 * is lost or found again, subscribers are told 'everything', since ends may have been missed.
 */
export class SessionChanges {
  listening = false;
  private client?: pg.Client;
  private attempt = 0;
  private closed = false;
  private readonly subscribers = new Set<(change: SessionChange) => void>();
  private readonly fences = new Map<string, Fence>();
  private retry?: NodeJS.Timeout;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: pg.ClientConfig) {
    void this.connect();
    // A connection that died without closing (a network gone quiet) is found within seconds.
    this.heartbeat = setInterval(() => void this.fence(false), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  subscribe(fn: (change: SessionChange) => void): void {
    this.subscribers.add(fn);
  }

  /** The listening connection's backend, for the tests that cut it. */
  get backendPid(): number | undefined {
    return this.listening ? (this.client as unknown as { processID?: number } | undefined)?.processID : undefined;
  }

  /**
   * Resolves once this process and every other process listening on the database have heard
   * every change committed before the call (or after FENCE_WAIT_MS, for a process that does not
   * answer). Called after a transaction that ended sessions commits, so the request that ended
   * them answers only when no process still holds them. A fence of its own that does not come
   * back means this connection is not really listening: it is dropped and made again.
   */
  caughtUp(): Promise<void> {
    return this.fence(true);
  }

  private async fence(askOthers: boolean): Promise<void> {
    const client = this.client;
    if (!this.listening || !client) return;
    const token = randomUUID();
    const f: Fence = { self: false, answers: 0, wanted: Infinity, settle: () => undefined };
    const settled = new Promise<void>((resolve) => (f.settle = resolve));
    const check = () => f.self && f.answers >= f.wanted && f.settle();
    this.fences.set(token, f);
    const timer = setTimeout(f.settle, FENCE_WAIT_MS);
    try {
      const sent = await client.query<{ others?: number }>(askOthers ? OTHER_LISTENERS : 'SELECT pg_notify($1, $2)', [
        CHANNEL,
        (askOthers ? 'f' : 'h') + token,
      ]);
      f.wanted = sent.rows[0]?.others ?? 0;
      f.heard = check;
      check();
      await settled;
    } catch {
      // Not sent: the connection is going, and lost() is told by its own events.
    } finally {
      clearTimeout(timer);
      this.fences.delete(token);
    }
    if (!f.self && this.client === client) this.lost(client, new Error('a fence was not heard back'));
    else if (f.self && f.answers < f.wanted)
      log.warn('session changes: not every process confirmed in time', { confirmed: f.answers, processes: f.wanted });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.retry);
    this.listening = false;
    await this.client?.end().catch(() => undefined);
  }

  private tell(change: SessionChange): void {
    for (const fn of this.subscribers) fn(change);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ ...this.options, application_name: `${APP_NAME} ${process.pid}`, keepAlive: true });
    this.client = client;
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    client.on('notification', (n) => this.heard(n.payload ?? ''));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      this.lost(client, err as Error);
      return;
    }
    if (this.client !== client || this.closed) return;
    // Whatever was cached before this connection listened may have ended unheard.
    this.tell('everything');
    this.listening = true;
    if (this.attempt > 0) log.info('session changes: listening again');
    this.attempt = 0;
  }

  private heard(payload: string): void {
    const kind = payload[0];
    const rest = payload.slice(1);
    const own = this.fences.get(rest);
    if ((kind === 'f' || kind === 'h') && own) {
      own.self = true;
      own.heard?.();
    } else if (kind === 'f') {
      // Another process's fence: everything before it has been heard here (and forgotten).
      this.client?.query('SELECT pg_notify($1, $2)', [CHANNEL, `k${rest}`]).catch(() => undefined);
    } else if (kind === 'k' && own) {
      own.answers++;
      own.heard?.();
    } else if (kind === 's') this.tell({ sid: rest });
    else if (kind === 'a') this.tell({ accountId: Number(rest) });
    else if (kind === '*') this.tell('everything');
  }

  private lost(client: pg.Client, err: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.tell('everything');
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (this.attempt === 0)
      log.error('session changes: not listening, reading every session from the database until back', {
        message: err.message,
      });
    const delay = BACKOFF_MS[Math.min(this.attempt++, BACKOFF_MS.length - 1)];
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}

const ofPool = new WeakMap<pg.Pool, SessionChanges>();

/** The one listener of a pool's database in this process (made on first use). */
export function sessionChangesOf(pool: pg.Pool): SessionChanges {
  let changes = ofPool.get(pool);
  if (!changes) {
    changes = new SessionChanges((pool as unknown as { options: pg.ClientConfig }).options);
    ofPool.set(pool, changes);
  }
  return changes;
}

/** Stops the pool's listener, if it has one (before the pool and its database are stopped). */
export async function closeSessionChanges(pool: pg.Pool): Promise<void> {
  await ofPool.get(pool)?.close();
  ofPool.delete(pool);
}
