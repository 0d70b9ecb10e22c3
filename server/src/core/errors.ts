import type { z } from 'zod';
import type { ServerKey } from '@contracts/i18n/keys';
import { msg, ref } from '@contracts/i18n/packed-text';

/**
 * A stable name for each kind of refusal, the same whatever the message's language or wording:
 * logs, tests and callers that branch on an error read this, never the sentence.
 */
export const ERROR_CODES = {
  400: 'invalid_input',
  401: 'not_signed_in',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  503: 'unavailable',
  507: 'storage_full',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | 'request_failed' | 'server_error';

export const errorCodeOf = (status: number): ErrorCode =>
  ERROR_CODES[status as keyof typeof ERROR_CODES] ?? (status >= 500 ? 'server_error' : 'request_failed');

/**
 * The one error every layer throws for a request it refuses. It lives below every other layer
 * (http, policies, modules, storage import it; it imports none of them), and its status decides
 * the answer the error handler sends.
 */
export class AppError extends Error {
  constructor(
    public status: number,
    message: string,
    public extra: Record<string, unknown> = {},
    /** Sent with the answer, such as Retry-After. */
    public headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get code(): ErrorCode {
    return errorCodeOf(this.status);
  }
}

/** A 404 naming what was not found: `what` is the catalogue key of its name (record.exam...). */
export const notFound = (what: ServerKey) => new AppError(404, msg('record.notFound', { what: ref(what) }));

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? msg('error.invalidInput');
  return new AppError(400, first, { fields });
}
