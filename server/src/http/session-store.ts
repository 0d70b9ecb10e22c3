import { type SessionData, Store } from 'express-session';
import type pg from 'pg';
import { type SessionChanges, sessionChangesOf } from '../db/session-changes';
import { log } from '../lib/log';
import { PRUNE_EXPIRED_KEYS } from './idempotency-keys.repo';
import { SessionCache } from './session-cache';

type Callback<T = void> = (err?: unknown, value?: T) => void;

// A session is live while its row exists, has not expired, and carries its account's current
// session generation. The join makes that one read by two primary keys.
const ACCOUNT_OF_SESSION = `a.id = (s.sess -> 'user' ->> 'accountId')::bigint`;
const liveWhere = (sid: string) =>
  `s.sid = ${sid} AND s.expire > now() AND a.session_generation = coalesce((s.sess ->> 'generation')::int, 0)`;
const LIVE = `FROM session s JOIN accounts a ON ${ACCOUNT_OF_SESSION} WHERE ${liveWhere('$1')}`;

/** The read of a live session's data (the benchmark's ceiling runs the same statement). */
export const LIVE_SESSION_READ = `SELECT s.sess, a.id AS account_id, s.expire ${LIVE}`;

/**
 * express-session's store on the `session` table. Unlike connect-pg-simple it never creates a
 * row on save: a request that read its session before a logout, a password change or a
 * deletion, and saves it after, updates nothing, so an ended session cannot come back. Rows
 * are created only by `create` at sign-in, and only while the account's generation is the one
 * the password was checked against.
 *
 * A live session read once is kept in memory while this process hears the database's session
 * changes (SessionCache), so reads of a signed-in user cost no round trip; a session this
 * process has not seen, or any session while the listener is down, is read from the database.
 */
export class PgSessionStore extends Store {
  private readonly pruneTimer?: NodeJS.Timeout;
  private readonly cache: SessionCache;
  private readonly changes: SessionChanges;

  constructor(
    private readonly pool: pg.Pool,
    // How long a row lives when its cookie has no expiry (a browser-session cookie).
    private readonly ttlMs: number,
    pruneEveryMs?: number,
  ) {
    super();
    this.changes = sessionChangesOf(pool);
    this.cache = new SessionCache(this.changes);
    if (pruneEveryMs) {
      this.pruneTimer = setInterval(() => {
        // The keys of repeatable writes expire with the same sweep (see idempotency-keys.repo).
        this.pool
          .query(`DELETE FROM session WHERE expire < now(); ${PRUNE_EXPIRED_KEYS}`)
          .catch((err: Error) => log.error('session prune failed', { message: err.message }));
      }, pruneEveryMs);
      this.pruneTimer.unref();
    }
  }

  private expiry(sess: Partial<SessionData>): number {
    const expires = sess.cookie?.expires ? new Date(sess.cookie.expires).getTime() : Date.now() + this.ttlMs;
    return expires / 1000;
  }

  /** The row of a new sign-in; false when the account's sessions were ended meanwhile. */
  async create(sid: string, sess: Partial<SessionData>, accountId: number, generation: number): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO session (sid, sess, expire)
       SELECT $1, jsonb_set($2::jsonb, '{generation}', to_jsonb($5::int)), to_timestamp($3) FROM accounts WHERE id = $4 AND session_generation = $5`,
      [sid, JSON.stringify(sess), this.expiry(sess), accountId, generation],
    );
    return result.rowCount === 1;
  }

  /**
   * The same test inside a write's transaction: the account row and the session row stay
   * share-locked until it commits, so a logout, a password change or a deletion racing the
   * write waits for it (or came first and refuses it). Account first, the order a password
   * change takes them in, so the two never wait on each other.
   */
  static liveAndLocked(sid: string, literal: (value: string) => string): string {
    return `SELECT 1 FROM accounts a JOIN session s ON ${ACCOUNT_OF_SESSION} WHERE ${liveWhere(literal(sid))} FOR SHARE OF a, s`;
  }

  /** Whether the session is still live now (asked again after a slow request body). */
  async isLive(sid: string): Promise<boolean> {
    if (this.cache.get(sid)) return true;
    const result = await this.pool.query(`SELECT 1 ${LIVE}`, [sid]);
    return result.rowCount === 1;
  }

  override get(sid: string, cb: Callback<SessionData | null>): void {
    if (!this.cache.has(sid)) return this.read(sid, cb);
    // Answered after the I/O already waiting has been handled: a change that reached this
    // process's listener together with the request is heard before the request is served.
    setImmediate(() => {
      const sess = this.cache.get(sid);
      if (sess) cb(null, sess);
      else this.read(sid, cb);
    });
  }

  private read(sid: string, cb: Callback<SessionData | null>): void {
    const ticket = this.cache.ticket();
    // A named (prepared) statement: each connection parses and plans it once.
    this.pool
      .query<{ sess: SessionData; account_id: number; expire: Date }>({
        name: 'live-session-read',
        text: LIVE_SESSION_READ,
        values: [sid],
      })
      .then(
        (r) => {
          const row = r.rows[0];
          if (row) this.cache.fill(ticket, sid, row);
          cb(null, row?.sess ?? null);
        },
        (err: unknown) => cb(err),
      );
  }

  // Updates only. The row keeps its own generation: a session kept through its own password
  // change was moved to the new generation in the database, not in this request's copy.
  override set(sid: string, sess: SessionData, cb?: Callback): void {
    this.pool
      .query(
        `UPDATE session SET sess = jsonb_set($2::jsonb, '{generation}', coalesce(sess -> 'generation', '0'::jsonb)) WHERE sid = $1`,
        [sid, JSON.stringify(sess)],
      )
      .then(
        () => this.forgot(sid, cb),
        (err: unknown) => this.forgot(sid, cb, err),
      );
  }

  // Idle and absolute limits are enforced from the session's own times (sessionState), and the
  // row's expiry is fixed at sign-in to the longest lifetime, so a touch has nothing to write.
  override touch(_sid: string, _sess: SessionData, cb?: Callback): void {
    cb?.();
  }

  // A logout answers once every listening process has heard the end (a sign-in's regenerate
  // usually ends no row, and then waits for nothing).
  override destroy(sid: string, cb?: Callback): void {
    this.pool
      .query('DELETE FROM session WHERE sid = $1', [sid])
      .then((r) => (r.rowCount ? this.changes.caughtUp() : undefined))
      .then(
        () => this.forgot(sid, cb),
        (err: unknown) => this.forgot(sid, cb, err),
      );
  }

  // After this process changed or ended a session: other processes hear of it from the
  // database, this one forgets it before answering, so its next request reads what was written.
  private forgot(sid: string, cb: Callback | undefined, err?: unknown): void {
    this.cache.forget({ sid });
    cb?.(err);
  }
}
