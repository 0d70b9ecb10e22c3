import { type Label, wholeNumber } from './fields';
import { msg, ref } from './i18n/packed-text';

/** A record's numeric id as it arrives in a path, query or form field. */
export const recordId = (label: Label = 'label.recordId') =>
  wholeNumber(label, 1, Number.MAX_SAFE_INTEGER, { range: msg('field.positiveId', { label: ref(label) }) });
