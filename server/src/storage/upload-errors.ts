import { MAX_UPLOAD_LABEL } from '@contracts/files';
import { MulterError } from 'multer';
import { AppError } from '../core/errors';
import { msg } from '@contracts/i18n/packed-text';

export const DISK_FULL_MESSAGE = msg('file.diskFull');
export const STORE_UNAVAILABLE_MESSAGE = msg('file.storeAway');

// Error codes of a disk (or quota) that is full, from the file system and from PostgreSQL.
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

export function isDiskFull(err: unknown): boolean {
  return typeof err === 'object' && err !== null && DISK_FULL_CODES.has(String((err as { code?: unknown }).code));
}

const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_COUNT: [413, msg('file.oneAtATime')],
  LIMIT_PART_COUNT: [413, msg('file.tooManyParts')],
  LIMIT_FIELD_COUNT: [413, msg('file.tooManyFields')],
  LIMIT_FIELD_VALUE: [413, msg('file.fieldLong')],
  LIMIT_FIELD_KEY: [413, msg('file.fieldNameLong')],
  LIMIT_UNEXPECTED_FILE: [400, msg('file.wrongField')],
};

/**
 * Turns what multer, busboy or the file system reported into an answer the user can act on;
 * `maxLabel` names the size limit of the route's kind of upload.
 */
export function uploadError(err: unknown, maxLabel = MAX_UPLOAD_LABEL): Error {
  if (err instanceof AppError) return err;
  if (isDiskFull(err)) return new AppError(507, DISK_FULL_MESSAGE);
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new AppError(413, msg('file.tooLarge', { max: maxLabel }));
    const [status, message] = MULTER_MESSAGES[err.code] ?? [400, msg('file.unreadable')];
    return new AppError(status, message);
  }
  // A file-system fault of ours (permissions, a missing mount) is a server error, logged as one.
  const code = (err as { code?: unknown; syscall?: unknown } | null)?.syscall
    ? String((err as { code?: unknown }).code)
    : '';
  if (code && code !== 'ECONNRESET' && code !== 'EPIPE') return err as Error;
  // busboy's parse errors and a client that went away: the body was not a complete form.
  return new AppError(400, msg('file.incomplete'));
}

/** A 400 naming the file field, for routes whose file is required. */
export function fileRequired(message = msg('file.choose')): AppError {
  return new AppError(400, message, { fields: { file: message } });
}
