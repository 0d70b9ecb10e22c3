import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A condition every transaction of a request must find true before it acts: `sql` (built with
 * the client's own literal quoting) is sent in the same round trip as BEGIN and must give a
 * row, or the transaction is rolled back with `refused()`. The row locks it may take last until
 * the transaction ends, so whatever would make it false waits for the write, or comes first.
 */
export interface Precondition {
  sql: (literal: (value: string) => string) => string;
  refused: () => Error;
  /** Set once a transaction of the request has found it true. */
  held: boolean;
}

/**
 * A read a request's transactions need and can make before anything else (the acting teacher's
 * teaching): sent in the round trip that begins each transaction, its rows kept for it
 * (readAtBegin). `sql` builds one statement with the client's own literal quoting.
 */
export interface ReadAtBegin {
  key: string;
  sql: (literal: (value: string) => string) => string;
}

interface Acting {
  loginId: string;
  precondition?: Precondition;
  reads?: ReadAtBegin[];
}
const actor = new AsyncLocalStorage<Acting>();

/** Who the current work is done for, if anyone (the transactions tell PostgreSQL). */
export const acting = (): Acting | undefined => actor.getStore();

/**
 * Runs fn on behalf of a signed-in user (the route layer wraps every signed-in request). Every
 * transaction it starts tells PostgreSQL who is acting, with set_config('app.user', ..., true),
 * and the history triggers record that user with each change.
 */
export function actingAs<T>(loginId: string, fn: () => T, precondition?: Precondition, reads?: ReadAtBegin[]): T {
  return actor.run({ loginId, precondition, reads }, fn);
}
