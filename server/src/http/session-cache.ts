import type { SessionData } from 'express-session';
import type { SessionChange, SessionChanges } from '../db/session-changes';

interface Entry {
  /** The session's data as read (parsed afresh for each request: express-session changes it). */
  json: string;
  accountId: number;
  /** The row's expiry, checked here as the database read checks it. */
  expiresAt: number;
}

/** A read's claim to fill the cache, taken before it asks the database. */
export type FillTicket = number | undefined;

// The latest changes heard, to tell whether one touched a session while it was being read.
const RECENT = 500;

/**
 * The live sessions this process has read, so that a signed-in request need not ask the
 * database again. Only while the process listens to the database's session changes: each end,
 * and each change of a session's data (by any process), drops the entry; losing or regaining
 * the listener drops them all. A read that was in flight while a change of its session arrived
 * does not fill the cache (its row may predate the change). The oldest-used entries go beyond `max`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private readonly recent: { epoch: number; change: SessionChange }[] = [];

  constructor(
    private readonly changes: SessionChanges,
    private readonly max = 5_000,
  ) {
    changes.subscribe((change) => this.forget(change));
  }

  has(sid: string): boolean {
    return this.changes.listening && this.entries.has(sid);
  }

  get(sid: string): SessionData | undefined {
    const entry = this.changes.listening ? this.entries.get(sid) : undefined;
    if (!entry) return undefined;
    this.entries.delete(sid);
    if (entry.expiresAt <= Date.now()) return undefined;
    this.entries.set(sid, entry);
    return JSON.parse(entry.json) as SessionData;
  }

  /** Taken before a database read; undefined while nothing is heard (the read is not kept). */
  ticket(): FillTicket {
    return this.changes.listening ? this.epoch : undefined;
  }

  fill(ticket: FillTicket, sid: string, row: { sess: SessionData; account_id: number; expire: Date }): void {
    if (ticket === undefined || !this.changes.listening || this.changedSince(ticket, sid, row.account_id)) return;
    this.entries.delete(sid);
    this.entries.set(sid, {
      json: JSON.stringify(row.sess),
      accountId: row.account_id,
      expiresAt: row.expire.getTime(),
    });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops what a change touched (this process's own saves and logouts call it at once). */
  forget(change: SessionChange): void {
    this.recent.push({ epoch: ++this.epoch, change });
    if (this.recent.length > RECENT) this.recent.shift();
    if (change === 'everything') this.entries.clear();
    else if ('sid' in change) this.entries.delete(change.sid);
    else for (const [sid, e] of this.entries) if (e.accountId === change.accountId) this.entries.delete(sid);
  }

  private changedSince(ticket: number, sid: string, accountId: number): boolean {
    if (ticket === this.epoch) return false;
    // Changes older than those kept: assume one of them was this session's.
    if (this.recent[0].epoch > ticket + 1) return true;
    return this.recent.some(
      (r) =>
        r.epoch > ticket &&
        (r.change === 'everything' || ('sid' in r.change ? r.change.sid === sid : r.change.accountId === accountId)),
    );
  }
}
