import { createBackup } from '../../backup/backup';
import type { DbLimits } from '../../core/config';
import { log } from '../../lib/log';
import type { ObjectStore } from '../../storage/objects';

export interface BackupTarget {
  databaseUrl: string;
  objects: ObjectStore;
  backupDir: string;
  limits?: DbLimits;
}

/** A year-end promotion is preceded by a whole backup (`npm run backup`'s archive), as a school would want. */
export interface PromotionBackup {
  take(reason: string): Promise<'taken' | 'no-backup-target'>;
}

/**
 * Built by compose.ts: the serving process names its database and folders; test apps name none,
 * so their promotions go on without an archive.
 */
export function backupBeforePromotions(target: BackupTarget | null): PromotionBackup {
  return {
    async take(reason) {
      if (!target) return 'no-backup-target';
      const { file } = await createBackup(target);
      log.info('backup taken before a promotion', { reason, file });
      return 'taken';
    },
  };
}
