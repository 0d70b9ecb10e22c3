import { z } from 'zod';

/** A record's numeric id as it arrives in a path, query or form field. */
export const recordId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a positive number.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large.`);
