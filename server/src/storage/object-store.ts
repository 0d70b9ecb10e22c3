import type { Readable } from 'node:stream';

// The storage port: what every place that keeps uploaded files offers (objects.ts picks one).

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
