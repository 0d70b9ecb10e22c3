import type { AtRiskWeekly } from './at-risk/at-risk-weekly';
import type { PasswordHashing } from './auth/passwords';
import type { PromotionBackup } from './promotions/backup-hook';

/**
 * What server/src/compose.ts builds from the settings and hands to the routes (and main.ts) that
 * use it: a part that depends on a setting is made with it, never configured afterwards.
 */
export interface Parts {
  atRiskWeekly: AtRiskWeekly;
  /** Every password hashed or checked, at BCRYPT_COST and within the hash limits. */
  passwords: PasswordHashing;
  /** The backup before a year's first promotion (none for a test app). */
  promotionBackup: PromotionBackup;
}
