import { query, queryOne } from '../../db/pool';
import type { StoredFile } from '../../storage/stored-files.repo';

export interface ProfileRow {
  name: string | null;
  address: string;
  board: string;
  affiliation_no: string;
  udise_code: string;
  logo_file_id: number | null;
  app_url: string | null;
  /** NULL until the setup's first save. */
  saved_at: string | null;
}

export interface ProfileWrite {
  name: string;
  address: string;
  /** Left out: kept as stored. */
  board?: string;
  affiliation_no?: string;
  udise_code?: string;
  app_url?: string | null;
}

export const profileRepo = {
  get(): Promise<ProfileRow | undefined> {
    return queryOne<ProfileRow>(
      'SELECT name, address, board, affiliation_no, udise_code, logo_file_id, app_url, saved_at FROM school_profile',
    );
  },

  /** What the sign-in page, printed pages and links show: the saved name and address (null until saved), the logo. */
  identity(): Promise<{ name: string | null; app_url: string | null; logo_file_id: number | null } | undefined> {
    return queryOne('SELECT name, app_url, logo_file_id FROM school_profile');
  },

  /** The logo's stored file, to serve. */
  logo(): Promise<StoredFile | undefined> {
    return queryOne<StoredFile>(
      `SELECT f.id, f.stored_name, f.original_name, f.mime_type, f.size_bytes
       FROM school_profile p JOIN stored_files f ON f.id = p.logo_file_id`,
    );
  },

  /** Points the profile at another logo (or none), its row locked until the transaction ends; answers the one it had. */
  async setLogo(fileId: number | null): Promise<number | null> {
    const old = await queryOne<{ id: number | null }>('SELECT logo_file_id AS id FROM school_profile FOR UPDATE');
    await query('UPDATE school_profile SET logo_file_id = $1, updated_at = now()', [fileId]);
    return old?.id ?? null;
  },

  /** Saves of the setup wait for each other on the profile's one row: each reads what the last wrote. */
  async lock(): Promise<void> {
    await query('SELECT 1 FROM school_profile FOR UPDATE');
  },

  async update(p: ProfileWrite): Promise<void> {
    await query(
      `UPDATE school_profile SET name = $1, address = $2, board = coalesce($3, board), affiliation_no = coalesce($4, affiliation_no),
         udise_code = coalesce($5, udise_code), app_url = CASE WHEN $6 THEN $7 ELSE app_url END, updated_at = now(), saved_at = now()`,
      [
        p.name,
        p.address,
        p.board ?? null,
        p.affiliation_no ?? null,
        p.udise_code ?? null,
        p.app_url !== undefined,
        p.app_url ?? null,
      ],
    );
  },
};
