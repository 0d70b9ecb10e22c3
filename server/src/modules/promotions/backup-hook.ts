import { createBackup } from '../../backup/backup';
import type { DbLimits } from '../../core/config';
import { log } from '../../lib/log';
import type { ObjectStore } from '../../storage/objects';

interface BackupTarget {
  databaseUrl: string;
  objects: ObjectStore;
  backupDir: string;
  limits?: DbLimits;
}

// Set by the serving process (main.ts) once it knows its database and folders. Test apps set
// none, so their promotions go on without an archive.
let target: BackupTarget | null = null;

export function backUpBeforePromotions(value: BackupTarget | null): void {
  target = value;
}

/** A year-end promotion is preceded by a whole backup (`npm run backup`'s archive), as a school would want. */
export async function backupBeforePromotion(reason: string): Promise<'taken' | 'no-backup-target'> {
  if (!target) return 'no-backup-target';
  const { file } = await createBackup(target);
  log.info('backup taken before a promotion', { reason, file });
  return 'taken';
}
