import { AppError } from '../../core/errors';
import { msg } from '@contracts/i18n/packed-text';

// What the largest real school file costs, and no more: a file past a limit is refused as soon
// as the limit is crossed, before the rest of it is read.
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_COLUMNS = 200;
// A 10,000-row student workbook unpacks to some 5 MB; room for wide sheets and heavy styling.
export const MAX_UNPACKED_MB = 30;

export const SHEET_TYPES_LABEL = 'CSV (comma or semicolon) or Excel (.xlsx)';
export const notASheet = () => new AppError(415, msg('import.notASheet'));
export const tooManyRows = () => new AppError(413, msg('import.tooManyRows', { max: MAX_IMPORT_ROWS }));
export const tooManyColumns = () => new AppError(413, msg('import.tooManyColumns', { max: MAX_IMPORT_COLUMNS }));
export const unpacksTooLarge = () => new AppError(413, msg('import.unpacksTooLarge', { max: MAX_UNPACKED_MB }));

/** Lets the server answer other requests between the pieces of a long read. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
