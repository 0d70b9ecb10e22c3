import type { UploadMimeType } from '@contracts/files';
import { query, queryOne } from '../db/pool';

export interface StoredFile {
  id: number;
  stored_name: string;
  original_name: string;
  mime_type: UploadMimeType;
  size_bytes: number;
}

const COLUMNS = 'id, stored_name, original_name, mime_type, size_bytes';

export const storedFilesRepo = {
  async insert(f: Omit<StoredFile, 'id'> & { uploaded_by: number | null }): Promise<StoredFile> {
    return (await queryOne<StoredFile>(
      `INSERT INTO stored_files (stored_name, original_name, mime_type, size_bytes, uploaded_by)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [f.stored_name, f.original_name, f.mime_type, f.size_bytes, f.uploaded_by],
    ))!;
  },

  remove(id: number): Promise<StoredFile | undefined> {
    return queryOne<StoredFile>(`DELETE FROM stored_files WHERE id = $1 RETURNING ${COLUMNS}`, [id]);
  },

  async storedNames(): Promise<Set<string>> {
    const rows = await query<{ stored_name: string }>('SELECT stored_name FROM stored_files');
    return new Set(rows.map((r) => r.stored_name));
  },
};
