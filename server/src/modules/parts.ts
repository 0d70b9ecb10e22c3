import type { RequestLog } from '../lib/log';
import type { Outbox } from '../mail/enqueue';
import type { AbsenceAlerts } from './absence/absence-alerts';
import type { AtRiskWeekly } from './at-risk/at-risk-weekly';
import type { PasswordHashing } from './auth/passwords';
import type { LoginContacts } from './account/login-accounts';
import type { PromotionBackup } from './promotions/backup-hook';

/**
 * What server/src/compose.ts builds from the settings and hands to the routes (and main.ts) that
 * use it: a part that depends on a setting is made with it, never configured afterwards.
 */
export interface Parts {
  /** Absence notices and their corrections, at the school's delay, name and dates. */
  absenceAlerts: AbsenceAlerts;
  atRiskWeekly: AtRiskWeekly;
  /** How an edited record's email or mobile reaches its login (and the notice to the old one). */
  contacts: LoginContacts;
  /** Where every message is queued: for delivery through the channels configured, or kept as not sent. */
  outbox: Outbox;
  /** Every password hashed or checked, at BCRYPT_COST and within the hash limits. */
  passwords: PasswordHashing;
  /** The backup before a year's first promotion (none for a test app). */
  promotionBackup: PromotionBackup;
  /** Where the line of every request goes (REQUEST_LOG). */
  requestLog: RequestLog;
}
