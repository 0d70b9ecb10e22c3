import { AppError } from '../../core/errors';

// What the largest real school file costs, and no more: a file past a limit is refused as soon
// as the limit is crossed, before the rest of it is read.
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_COLUMNS = 200;
// A 10,000-row student workbook unpacks to some 5 MB; room for wide sheets and heavy styling.
export const MAX_UNPACKED_MB = 30;

export const SHEET_TYPES_LABEL = 'CSV (comma or semicolon) or Excel (.xlsx)';
export const notASheet = () => new AppError(415, `This file is not a spreadsheet we can read. Upload a ${SHEET_TYPES_LABEL} file.`);
export const tooManyRows = () => new AppError(413, `A file may hold at most ${MAX_IMPORT_ROWS} rows. Split it and import each part.`);
export const tooManyColumns = () =>
  new AppError(413, `A file may hold at most ${MAX_IMPORT_COLUMNS} columns. Delete the empty columns to the right of the table and try again.`);
export const unpacksTooLarge = () =>
  new AppError(413, `This workbook unpacks to more than ${MAX_UNPACKED_MB} MB. Copy the table into a new workbook, or save it as CSV, and try again.`);

/** Lets the server answer other requests between the pieces of a long read. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
