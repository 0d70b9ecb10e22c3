import { MAX_UPLOAD_LABEL } from '@contracts/files';
import { MulterError } from 'multer';
import { AppError } from '../core/errors';

export const DISK_FULL_MESSAGE = 'The server has no room left to store this file. Please try again later or tell the school office.';
export const STORE_UNAVAILABLE_MESSAGE = 'The file store is not answering right now. Please try again in a moment.';

// Error codes of a disk (or quota) that is full, from the file system and from PostgreSQL.
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

export function isDiskFull(err: unknown): boolean {
  return typeof err === 'object' && err !== null && DISK_FULL_CODES.has(String((err as { code?: unknown }).code));
}

const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, `The file is larger than ${MAX_UPLOAD_LABEL}. Please choose a smaller file.`],
  LIMIT_FILE_COUNT: [413, 'Send one file at a time.'],
  LIMIT_PART_COUNT: [413, 'The form has too many parts.'],
  LIMIT_FIELD_COUNT: [413, 'The form has too many fields.'],
  LIMIT_FIELD_VALUE: [413, 'A form field is too long.'],
  LIMIT_FIELD_KEY: [413, 'A form field name is too long.'],
  LIMIT_UNEXPECTED_FILE: [400, 'Send the file in the form field named "file".'],
};

/** Turns what multer, busboy or the file system reported into an answer the user can act on. */
export function uploadError(err: unknown): Error {
  if (err instanceof AppError) return err;
  if (isDiskFull(err)) return new AppError(507, DISK_FULL_MESSAGE);
  if (err instanceof MulterError) {
    const [status, message] = MULTER_MESSAGES[err.code] ?? [400, 'The upload could not be read. Please try again.'];
    return new AppError(status, message);
  }
  // A file-system fault of ours (permissions, a missing mount) is a server error, logged as one.
  const code = (err as { code?: unknown; syscall?: unknown } | null)?.syscall ? String((err as { code?: unknown }).code) : '';
  if (code && code !== 'ECONNRESET' && code !== 'EPIPE') return err as Error;
  // busboy's parse errors and a client that went away: the body was not a complete form.
  return new AppError(400, 'The upload was incomplete or malformed. Please try again.');
}
