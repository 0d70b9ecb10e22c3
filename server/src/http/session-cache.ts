import type { SessionData, Store } from 'express-session';

type Sess = SessionData & { user?: { accountId?: number } };

/**
 * Session reads served from memory for a few seconds, so a signed-in read costs no database
 * round trip for the session itself. Every way a session ends in this process (logout, a new
 * sign-in, a password change, a deleted login) drops it here at once; the time limit only
 * bounds how long another server process (several behind one proxy) or a hand edit of the
 * table can go unseen.
 */
export class SessionCache {
  private readonly entries = new Map<string, { sess: Sess; at: number }>();
  // Bumped by every drop; a database read that began before a drop is not cached.
  private epoch = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 20_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  read(sid: string): Sess | undefined {
    const e = this.entries.get(sid);
    if (!e) return undefined;
    if (Date.now() - e.at > this.ttlMs) {
      this.entries.delete(sid);
      return undefined;
    }
    return structuredClone(e.sess);
  }

  mark(): number {
    return this.epoch;
  }

  write(sid: string, sess: Sess, since = this.epoch): void {
    if (!this.enabled || since !== this.epoch) return;
    this.entries.delete(sid);
    this.entries.set(sid, { sess: structuredClone(sess), at: Date.now() });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  drop(sid: string): void {
    this.epoch++;
    this.entries.delete(sid);
  }

  dropAccount(accountId: number): void {
    this.epoch++;
    for (const [sid, e] of this.entries) if (e.sess.user?.accountId === accountId) this.entries.delete(sid);
  }
}

const caches = new Set<SessionCache>();

/** Every app in this process forgets the account's sessions (their rows were just deleted). */
export function dropAccountSessions(accountId: number): void {
  for (const c of caches) c.dropAccount(accountId);
}

/** Puts the cache in front of a store's get, set and destroy. */
export function withCache(store: Store, cache: SessionCache): Store {
  if (!cache.enabled) return store;
  caches.add(cache);
  const get = store.get.bind(store);
  const set = store.set.bind(store);
  const destroy = store.destroy.bind(store);
  store.get = (sid, cb) => {
    const hit = cache.read(sid);
    if (hit) return cb(null, hit);
    const since = cache.mark();
    get(sid, (err, sess) => {
      if (!err && sess) cache.write(sid, sess as Sess, since);
      cb(err, sess);
    });
  };
  store.set = (sid, sess, cb) => {
    const since = cache.mark();
    set(sid, sess, (err?: unknown) => {
      if (err) cache.drop(sid);
      else cache.write(sid, sess as Sess, since);
      cb?.(err);
    });
  };
  store.destroy = (sid, cb) => {
    cache.drop(sid);
    destroy(sid, cb);
  };
  return store;
}
