import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, validationError } from './errors';

describe('AppError', () => {
  it('names each refusal with a stable code, whatever its message says', () => {
    expect(new AppError(403, 'Nicht erlaubt.').code).toBe('forbidden');
    expect(new AppError(409, 'This record already exists.').code).toBe('conflict');
    expect(new AppError(507, 'The disk is full.').code).toBe('storage_full');
    expect(new AppError(418, 'Odd.').code).toBe('request_failed');
  });

  it('keeps its message, extra fields and headers as thrown', () => {
    const err = new AppError(429, 'Wait.', { left: 1 }, { 'Retry-After': '5' });
    expect([err.message, err.extra, err.headers]).toEqual(['Wait.', { left: 1 }, { 'Retry-After': '5' }]);
  });

  it('turns a zod failure into a 400 carrying every field', () => {
    const parsed = z.object({ a: z.string(), b: z.number() }).safeParse({});
    const err = validationError(parsed.error!);
    expect(err.status).toBe(400);
    expect(Object.keys(err.extra.fields as object)).toEqual(['a', 'b']);
  });
});
