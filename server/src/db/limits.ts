import type { DbLimits } from '../core/config';

/**
 * How long PostgreSQL lets one statement run, and one lock wait last (0: no limit). A request
 * keeps a short limit, so a runaway query cannot hold a connection and its locks for long;
 * batch work (seeding, import, promotion, backup, restore) writes many rows on purpose and
 * runs under its own, set from the configuration.
 */
export const DEFAULT_DB_LIMITS: DbLimits = {
  requestStatementMs: 15_000,
  batchStatementMs: 30 * 60_000,
  batchLockMs: 60_000,
};

// The longest delay a Node timer takes (about 24 days): node-pg's read timeout for "no limit",
// since it treats 0 as "use the connection's own".
const NO_READ_LIMIT = 2 ** 31 - 1;

/**
 * node-pg's own wait for an answer: a little over the server's limit, so that the server's
 * cancel (a clear "statement timeout") comes first and this only catches a silent network.
 */
export const readTimeoutFor = (statementMs: number): number => (statementMs ? statementMs + 5_000 : NO_READ_LIMIT);

/** The batch limits as SET statements, for one transaction (LOCAL) or a whole session. */
export function batchSettings(limits: DbLimits, scope: 'LOCAL' | 'SESSION'): string[] {
  const ms = (n: number) => `'${Math.round(n)}ms'`;
  return [
    `SET ${scope} statement_timeout = ${ms(limits.batchStatementMs)}`,
    `SET ${scope} lock_timeout = ${ms(limits.batchLockMs)}`,
  ];
}
