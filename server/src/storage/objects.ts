import type { Readable } from 'node:stream';
import type { Config } from '../core/config';
import { diskObjects } from './disk-objects';
import { s3Objects } from './s3-objects';

/** One stored file as the store lists it. */
export interface ObjectEntry {
  name: string;
  modified: Date;
}

/**
 * Where uploaded files live once their row is committed: a local folder or an S3-compatible
 * bucket. Names are the server's own (32 hex digits); nothing here knows about rows, which
 * file-store.ts keeps in step with the database.
 */
export interface ObjectStore {
  /** For messages and logs: a folder, or s3://bucket. */
  readonly where: string;
  /** Stores the local file `from` under `name`; `from` may be moved away rather than copied. */
  put(name: string, from: string, type: string, size: number): Promise<void>;
  /** The object's bytes and length, or undefined when there is no such object. */
  open(name: string): Promise<{ body: Readable; size: number } | undefined>;
  /** Removes the object; one already gone is not an error. */
  remove(name: string): Promise<void>;
  /** Every object, including names the server did not give (callers leave those alone). */
  list(): Promise<ObjectEntry[]>;
}

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
