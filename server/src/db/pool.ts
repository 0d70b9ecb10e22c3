// The database as the repositories use it, in one import: the process's pool (connection-pool.ts),
// statements (query.ts), transactions and what runs after them (transaction.ts), the user a
// change is made for (acting-as.ts), and long reads in batches (cursor-batches.ts).
export { closePool, createPool, getPool, poolLimits, setPool } from './connection-pool';
export { actingAs, type Precondition, type ReadAtBegin } from './acting-as';
export { observeQueries, query, queryOne, withReadTimeout } from './query';
export { afterCommit, afterRollback, beforeCommit, readAtBegin, requestTransaction, transaction } from './transaction';
export { cursorBatches } from './cursor-batches';
