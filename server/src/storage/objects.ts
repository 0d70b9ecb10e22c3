import type { Config } from '../core/config';
import { diskObjects } from './disk-objects';
import type { ObjectEntry, ObjectStore } from './object-store';
import { s3Objects } from './s3-objects';

export type { ObjectEntry, ObjectStore };

// One client per setting: the S3 client keeps a pool of connections worth sharing.
const made = new Map<string, ObjectStore>();

/** The store the configuration names: S3 when S3_BUCKET is set, the upload folder otherwise. */
export function objectStore(config: Pick<Config, 'uploadDir' | 's3'>): ObjectStore {
  const key = config.s3 ? JSON.stringify(config.s3) : `dir:${config.uploadDir}`;
  let store = made.get(key);
  if (!store) {
    store = config.s3 ? s3Objects(config.s3) : diskObjects(config.uploadDir);
    made.set(key, store);
  }
  return store;
}
