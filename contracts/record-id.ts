import { wholeNumber } from './fields';

/** A record's numeric id as it arrives in a path, query or form field. */
export const recordId = (label = 'id') =>
  wholeNumber(label, 1, Number.MAX_SAFE_INTEGER, { range: `${label} must be a positive whole number.` });
