import type { Express } from 'express';
import type pg from 'pg';
import { buildApp } from './app';
import type { Config } from './core/config';
import { setPool } from './db/pool';
import { requestLogTo } from './lib/log';
import { channelNames } from './mail/configured-channels';
import { outboxFor } from './mail/enqueue';
import { schoolEvents } from './core/school-events';
import { absenceAlerts } from './modules/absence/absence-alerts';
import { atRiskWeekly } from './modules/at-risk/at-risk-weekly';
import { passwordHashing } from './modules/auth/passwords';
import { subscribeFeeLedger } from './modules/fee-ledger/wiring';
import { loginContacts } from './modules/account/login-accounts';
import type { Parts } from './modules/parts';
import { backupBeforePromotions } from './modules/promotions/backup-hook';
import { objectStore } from './storage/objects';

/** What the serving process decides beyond the settings: the database it backs up. */
export interface Serving {
  /** The database a backup before a promotion is taken of. */
  databaseUrl: string;
}

/**
 * The composition root: the one place the settings reach the parts built on them (password
 * hashing, the outbox and what writes to it, the request log; for a serving process also the
 * backup before a promotion), the listeners of the school's events (the fee ledger), and the app
 * built on them. Every start (main.ts, the test app, the browser tests' server, the benches)
 * goes through it, so none forgets a setting; no module configures itself or another. A part
 * that depends on a setting is built here from it and handed on in `parts` (modules/parts.ts).
 * The pool is the one exception, set for the process's repositories (see STILL_SETTERS in
 * eslint.layers.js for why).
 */
export function compose(
  config: Config,
  pool: pg.Pool,
  serving?: Serving,
): { app: (opts?: { clientDist?: string }) => Express; parts: Parts } {
  setPool(pool);
  // What follows from a pupil's admission, withdrawal, promotion or payment, in its transaction.
  schoolEvents.clear();
  subscribeFeeLedger();
  // Queued for the channels the settings configure (whichever process's worker sends them), kept as not sent otherwise.
  const outbox = outboxFor(channelNames(config));
  const parts: Parts = {
    absenceAlerts: absenceAlerts(config, outbox),
    atRiskWeekly: atRiskWeekly(config, outbox),
    contacts: loginContacts(config, outbox),
    outbox,
    passwords: passwordHashing(config),
    promotionBackup: backupBeforePromotions(
      serving
        ? {
            databaseUrl: serving.databaseUrl,
            objects: objectStore(config),
            backupDir: config.backupDir,
            limits: config.db,
          }
        : null,
    ),
    requestLog: requestLogTo(config.requestLog),
  };
  return { app: (opts = {}) => buildApp(config, pool, parts, opts), parts };
}
