import { log } from '../../lib/log';

/**
 * Issue 14: "a backup is taken first when the backup command exists". The backup module comes
 * with the start/stop/backup work; until it lands this finds nothing and the promotion goes on.
 * At merge: point BACKUP_MODULE at it and keep `takeBackup(reason)` as its entry.
 */
const BACKUP_MODULE = '../../backup/index';

type BackupModule = { takeBackup?: (reason: string) => Promise<unknown> };

export async function backupBeforePromotion(reason: string): Promise<'taken' | 'no-backup-module'> {
  let mod: BackupModule;
  try {
    mod = (await import(/* @vite-ignore */ BACKUP_MODULE)) as BackupModule;
  } catch {
    return 'no-backup-module';
  }
  if (typeof mod.takeBackup !== 'function') return 'no-backup-module';
  await mod.takeBackup(reason);
  log.info('backup taken before a promotion', { reason });
  return 'taken';
}
