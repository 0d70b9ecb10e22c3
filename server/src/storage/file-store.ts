import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { fileTypeFromFile } from 'file-type';
import multer from 'multer';
import { ANY_UPLOAD, isUploadMimeType, type UploadMimeType, type UploadRule } from '@contracts/files';
import type { Config } from '../core/config';
import { afterCommit, afterRollback, transaction } from '../db/pool';
import { AppError } from '../core/errors';
import { log } from '../lib/log';
import { contentDisposition, displayName } from './file-names';
import { objectStore } from './objects';
import { type StoredFile, storedFilesRepo } from './stored-files.repo';
import { type OpenWrite, removeQuietly, TEMP_PREFIX, tempFileEngine } from './temp-engine';
import { DISK_FULL_MESSAGE, isDiskFull, uploadError } from './upload-errors';
import { UPLOAD_LIMITS } from './upload-limits';
import { msg } from '@contracts/i18n/packed-text';

/** An upload received, type-checked and waiting under its temporary name. */
export interface IncomingFile {
  tempPath: string;
  originalName: string;
  type: UploadMimeType;
  size: number;
}

/** What a write inside `store.transaction` may do with files. */
export interface FileTx {
  /** Records the upload; its file is moved into place just before the transaction commits. */
  add(file: IncomingFile, uploadedBy: number | null): Promise<number>;
  /** Deletes a file's row; the file itself is removed once the transaction has committed. */
  drop(fileId: number): Promise<void>;
}

export type FileStore = ReturnType<typeof createFileStore>;

/** Where files go: uploads are received in uploadDir, and kept there or in the S3 bucket. */
export type StorageSettings = Pick<Config, 'uploadDir' | 's3'>;

// Stored files are named by the server only: 32 hex digits, no extension, nothing from the user.
const STORED_NAME = /^[0-9a-f]{32}$/;

// What a browser may show in place; office documents are always downloaded.
const INLINE_TYPES = new Set<UploadMimeType>([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/bmp',
  'image/webp',
]);

/**
 * Served files run nothing: `sandbox` gives the document a unique origin with scripts, forms
 * and popups off, and `default-src 'none'` stops it loading anything. frame-ancestors 'self'
 * lets our own preview frame it and no other site. Older Chromium builds refused to render a
 * PDF inside a CSP sandbox; Chromium 156 (the browser of our tests) renders it both framed and
 * opened in a tab (checked by e2e/files.spec.ts), so PDFs keep the sandbox like everything else.
 */
export const DOWNLOAD_CSP =
  "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export function createFileStore(settings: StorageSettings, opts: { openWrite?: OpenWrite } = {}) {
  const { uploadDir } = settings;
  const objects = objectStore(settings);
  const parser = (rule: UploadRule) =>
    multer({
      storage: tempFileEngine(uploadDir, opts.openWrite),
      limits: { ...UPLOAD_LIMITS, fileSize: rule.maxBytes },
      // Browsers send file names as UTF-8; busboy would otherwise read them as Latin-1.
      defParamCharset: 'utf8',
    }).single('file');
  const received = new WeakMap<Request, IncomingFile>();

  async function checkType(file: Express.Multer.File, rule: UploadRule): Promise<IncomingFile> {
    const { size } = await stat(file.path);
    if (size === 0) throw new AppError(400, msg('file.empty'), { fields: { file: msg('file.empty') } });
    // By content, never by the name or the type the client claims.
    const detected = await fileTypeFromFile(file.path);
    if (!detected || !isUploadMimeType(detected.mime) || !rule.types.includes(detected.mime)) {
      throw new AppError(
        415,
        rule === ANY_UPLOAD ? msg('file.type') : msg('file.typeOnly', { types: rule.typesLabel }),
      );
    }
    return { tempPath: file.path, originalName: file.originalname, type: detected.mime, size };
  }

  return {
    /** The folder or bucket the files are kept in, for messages. */
    where: objects.where,

    /**
     * `before` middleware of a multipart route: reads the text fields into req.body and one
     * file (field "file") into a temporary name, and refuses a file of the wrong type (415) or
     * over a limit (413) with nothing left on disk. `rule` narrows the size and types (a logo).
     */
    receive(rule: UploadRule = ANY_UPLOAD): RequestHandler {
      const parse = parser(rule);
      return (req, res, next) => {
        parse(req, res, (err?: unknown) => {
          const file = req.file;
          // Whatever happens next (a 400 on the text fields, a 404), an upload that was not
          // committed by the time the answer is sent does not stay behind.
          if (file?.path) res.once('close', () => void removeQuietly(file.path));
          if (err) return next(uploadError(err, rule.maxLabel));
          if (!file) return next();
          checkType(file, rule).then(
            (checked) => {
              received.set(req, checked);
              next();
            },
            (checkErr: unknown) => void removeQuietly(file.path).then(() => next(uploadError(checkErr))),
          );
        });
      };
    },

    /** The file that came with this request, if any. */
    incoming(req: Request): IncomingFile | undefined {
      return received.get(req);
    },

    /**
     * Runs `write` in one database transaction together with the file rows it adds or drops.
     * Either the rows commit and every added file is in place, or nothing is kept: no row, no
     * file, not even the temporary one.
     */
    async transaction<T>(write: (tx: FileTx) => Promise<T>, incoming?: IncomingFile): Promise<T> {
      const puts: { from: string; name: string; type: string; size: number }[] = [];
      const dropped: string[] = [];
      const tx: FileTx = {
        async add(file, uploadedBy) {
          const storedName = randomBytes(16).toString('hex');
          const row = await storedFilesRepo.insert({
            stored_name: storedName,
            original_name: displayName(file.originalName, file.type),
            mime_type: file.type,
            size_bytes: file.size,
            uploaded_by: uploadedBy,
          });
          puts.push({ from: file.tempPath, name: storedName, type: file.type, size: file.size });
          return row.id;
        },
        async drop(fileId) {
          const row = await storedFilesRepo.remove(fileId);
          if (row) dropped.push(row.stored_name);
        },
      };
      let result: T;
      try {
        result = await transaction(async () => {
          const value = await write(tx);
          // Stored before COMMIT, so a committed row always has its file; a crash between the
          // two leaves a file without a row, which the start-up sweep removes.
          // A rollback, even of a transaction around the whole request that commits later
          // (an Idempotency-Key's), takes the stored file away with its row.
          for (const p of puts) {
            await objects.put(p.name, p.from, p.type, p.size);
            await afterRollback(() => removeObject(p.name));
          }
          return value;
        });
      } catch (err) {
        throw isDiskFull(err) ? new AppError(507, DISK_FULL_MESSAGE) : err;
      } finally {
        // What is left of the received files (all of them when the bytes went to a bucket).
        await Promise.all([...puts.map((p) => removeQuietly(p.from)), incoming && removeQuietly(incoming.tempPath)]);
      }
      // Once the rows are gone for good: at once, or when a request's own transaction commits.
      for (const name of dropped) await afterCommit(() => removeObject(name));
      return result;
    },

    /** A stored file's bytes as a stream (for archives of many files); undefined when it is gone. */
    async read(file: Pick<StoredFile, 'stored_name'>): Promise<NodeJS.ReadableStream | undefined> {
      return (await objects.open(file.stored_name))?.body;
    },

    /** Streams a stored file with headers that keep it from acting as a page of this site. */
    async send(res: Response, file: StoredFile, download: boolean): Promise<void> {
      const opened = await objects.open(file.stored_name);
      if (!opened) {
        log.error('stored file missing', { id: file.id, stored_name: file.stored_name, where: objects.where });
        throw new AppError(404, msg('file.gone'));
      }
      try {
        const inline = !download && INLINE_TYPES.has(file.mime_type);
        res.setHeader('Content-Type', file.mime_type);
        res.setHeader('Content-Length', String(opened.size));
        res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.original_name));
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', DOWNLOAD_CSP);
        await pipeline(opened.body, res);
      } catch (err) {
        // The reader went away mid-download: nothing to answer.
        if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
        throw err;
      } finally {
        opened.body.destroy();
      }
    },

    /**
     * Start-up clean-up: removes temporary files of uploads that never finished and stored
     * files that no row refers to (a crash between storing and commit, a delete whose removal
     * failed). Files the server did not name are left alone, and so are files younger than
     * `graceMs`: on a store shared by several processes, one may be mid-upload.
     */
    async sweep(graceMs = 0): Promise<{ removed: string[]; missing: string[] }> {
      const before = Date.now() - graceMs;
      await mkdir(uploadDir, { recursive: true });
      const temps = (await readdir(uploadDir)).filter((n) => n.startsWith(TEMP_PREFIX));
      const staleTemps: string[] = [];
      for (const name of temps) {
        const s = await stat(path.join(uploadDir, name)).catch(() => undefined);
        // Whole milliseconds, as `before` is: a file written within the same millisecond is not younger.
        if (s && Math.floor(s.mtimeMs) <= before) staleTemps.push(name);
      }
      // Listed before the rows are read: an object committed in between is then known.
      const listed = (await objects.list()).filter((o) => STORED_NAME.test(o.name));
      const known = await storedFilesRepo.storedNames();
      const orphans = listed.filter((o) => !known.has(o.name) && o.modified.getTime() <= before).map((o) => o.name);
      for (const name of staleTemps) await removeQuietly(path.join(uploadDir, name));
      for (const name of orphans) await objects.remove(name);
      const removed = [...staleTemps, ...orphans];
      const present = new Set(listed.map((o) => o.name));
      const missing = [...known].filter((n) => !present.has(n));
      if (removed.length) log.info(`Upload sweep removed ${removed.length} leftover file(s)`);
      if (missing.length)
        log.error(`Upload sweep: ${missing.length} stored file(s) missing from ${objects.where}`, { missing });
      return { removed, missing };
    },
  };

  // After a rollback or a committed delete; one that fails is left to the start-up sweep.
  async function removeObject(name: string): Promise<void> {
    await objects
      .remove(name)
      .catch((err: unknown) => log.error('could not remove a stored file', { name, error: String(err) }));
  }
}
