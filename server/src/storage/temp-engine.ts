import { randomBytes } from 'node:crypto';
import { createWriteStream as fsCreateWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import type { Writable } from 'node:stream';
import type { StorageEngine } from 'multer';

/** Uploads in progress carry this prefix until their row is committed. */
export const TEMP_PREFIX = 'incoming-';

export type OpenWrite = (file: string) => Writable;

const openExclusive: OpenWrite = (file) => fsCreateWriteStream(file, { flags: 'wx', mode: 0o600 });

export const removeQuietly = (file: string) => rm(file, { force: true }).catch(() => undefined);

/**
 * A multer storage engine that writes each upload under a fresh temporary name in the upload
 * folder. Unlike multer's disk storage, a write that fails part-way (a full disk, a client that
 * went away) removes what it wrote before reporting the error, so no partial file survives.
 */
export function tempFileEngine(dir: string, openWrite: OpenWrite = openExclusive): StorageEngine {
  return {
    _handleFile(_req, file, cb) {
      const filename = `${TEMP_PREFIX}${randomBytes(16).toString('hex')}`;
      const target = path.join(dir, filename);
      mkdir(dir, { recursive: true }).then(
        () => {
          // Known to multer before the first byte, so an abort can find and remove it.
          file.path = target;
          const out = openWrite(target);
          pipeline(file.stream, out, (err) => {
            if (err) {
              void removeQuietly(target).then(() => cb(err));
              return;
            }
            const size = 'bytesWritten' in out ? Number(out.bytesWritten) : 0;
            cb(null, { destination: dir, filename, path: target, size });
          });
        },
        (err: Error) => cb(err),
      );
    },
    _removeFile(_req, file, cb) {
      void removeQuietly(file.path).then(() => cb(null));
    },
  };
}
