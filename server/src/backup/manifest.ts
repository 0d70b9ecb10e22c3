import type { SequenceState } from './catalog';

/** manifest.json at the top of every backup archive. */
export interface BackupManifest {
  format: 1;
  created_at: string;
  /** The last migration applied to the backed-up database: a restore migrates to exactly this. */
  schema_version: string;
  /** Rows per table, in the order a restore copies them back. */
  tables: { name: string; rows: number }[];
  sequences: SequenceState[];
  /** Every uploaded file the backed-up rows refer to. */
  files: { name: string; bytes: number; sha256: string }[];
  /** Files the rows named but the upload folder no longer held (deleted while the backup ran). */
  missing_files: string[];
}

export const MANIFEST = 'manifest.json';
/** Inside the archive: one COPY text file per table, and the uploaded files. */
export const tableEntry = (table: string) => `db/${table}.copy`;
export const FILES_DIR = 'files';
