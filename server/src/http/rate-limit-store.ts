import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { query, queryOne } from '../db/pool';
import { log } from '../lib/log';

interface Row {
  hits: number;
  reset_at: Date;
}

const info = (row: Row | undefined): ClientRateLimitInfo | undefined =>
  row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;

// Rows whose window has ended are removed now and then, by one timer per process.
const SWEEP_EVERY_MS = 5 * 60_000;
const MAX_REMEMBERED = 10_000;
let sweeper: NodeJS.Timeout | undefined;
function startSweeper(): void {
  if (sweeper) return;
  sweeper = setInterval(() => {
    query('DELETE FROM rate_limits WHERE reset_at < now()').catch((err: Error) =>
      log.error('rate limit sweep failed', { message: err.message }),
    );
  }, SWEEP_EVERY_MS);
  sweeper.unref();
}

/**
 * express-rate-limit's counters kept in PostgreSQL (table `rate_limits`), so every server
 * process counts the same hits and a restart forgets nothing. Each increment is one atomic
 * upsert: a window that has ended starts again at 1. Give every limiter its own store with its
 * own prefix: `rateLimit({ ..., store: new PgRateLimitStore('login-address') })`.
 */
export class PgRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private limit = Infinity;
  // Keys this process has seen over the limit, until their window ends. A client already refused
  // is refused again without a database round trip, so a flood from it costs PostgreSQL nothing
  // (and cannot queue the sign-ins of others behind it for a pool connection). Nothing lifts a
  // refusal early, so serving it from memory changes no answer.
  private readonly refused = new Map<string, { totalHits: number; resetTime: Date }>();

  constructor(readonly prefix: string) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
    if (typeof options.limit === 'number') this.limit = options.limit;
    startSweeper();
  }

  private knownRefused(key: string): ClientRateLimitInfo | undefined {
    const known = this.refused.get(key);
    if (!known) return undefined;
    if (known.resetTime.getTime() > Date.now()) return { totalHits: ++known.totalHits, resetTime: known.resetTime };
    this.refused.delete(key);
    return undefined;
  }

  private remember(key: string, hit: ClientRateLimitInfo): void {
    if (hit.totalHits <= this.limit || !hit.resetTime) return;
    if (this.refused.size >= MAX_REMEMBERED) {
      for (const [k, v] of this.refused) if (v.resetTime.getTime() <= Date.now()) this.refused.delete(k);
      if (this.refused.size >= MAX_REMEMBERED) this.refused.delete(this.refused.keys().next().value!);
    }
    this.refused.set(key, { totalHits: hit.totalHits, resetTime: hit.resetTime });
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return info(
      await queryOne<Row>('SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()', [
        this.key(key),
      ]),
    );
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const known = this.knownRefused(key);
    if (known) return known;
    const row = await queryOne<Row>(
      `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.key(key), this.windowMs],
    );
    const hit = info(row)!;
    this.remember(key, hit);
    return hit;
  }

  async decrement(key: string): Promise<void> {
    await query('UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1 AND reset_at > now()', [
      this.key(key),
    ]);
  }

  async resetKey(key: string): Promise<void> {
    this.refused.delete(key);
    await query('DELETE FROM rate_limits WHERE key = $1', [this.key(key)]);
  }
}
