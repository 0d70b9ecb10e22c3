import type { BoardInput, BoardRecord } from '@contracts/file-boards';
import type { ListParams } from '@contracts/list';
import { queryOne } from '../../db/pool';
import { tableRepo } from '../../db/table-repo';
import { fileUrlSql } from '../../storage/file-routes';
import type { StoredFile } from '../../storage/stored-files.repo';

export interface BoardDef {
  /** URL segment of the API and of the file route. */
  path: 'notices' | 'timetable';
  table: 'notices' | 'timetables';
  /** The spec's second name for the id. */
  idName: 'notice_id' | 'timetable_id';
  label: 'Notice' | 'Timetable';
}

/** One repository shape for both boards; the table name comes from the definition in code only. */
export function boardRepo(def: BoardDef) {
  const records = tableRepo<BoardRecord>({
    table: `${def.table} b JOIN stored_files f ON f.id = b.file_id`,
    key: 'b.id',
    select: `b.id, b.id AS ${def.idName}, b.title, ${fileUrlSql(def.path, 'b.id')} AS file_url,
             f.original_name AS file_name, f.mime_type AS file_type, b.uploaded_at,
             class_label(b.class) AS class, b.section`,
    writable: [],
    searchable: ['b.title', 'f.original_name'],
    sortable: { title: 'b.title', uploaded_at: 'b.uploaded_at' },
    defaultOrder: 'b.uploaded_at DESC, b.id DESC',
  });

  return {
    list: (params: ListParams) => records.list(params),
    get: (id: number) => records.get(id),

    async insert(input: Omit<BoardInput, 'class'> & { class?: number }, fileId: number): Promise<number> {
      const row = await queryOne<{ id: number }>(
        `INSERT INTO ${def.table} (title, file_id, class, section) VALUES ($1, $2, $3, $4) RETURNING id`,
        [input.title, fileId, input.class ?? null, input.section ?? null],
      );
      return row!.id;
    },

    remove(id: number): Promise<{ file_id: number } | undefined> {
      return queryOne<{ file_id: number }>(`DELETE FROM ${def.table} WHERE id = $1 RETURNING file_id`, [id]);
    },

    fileOf(id: number): Promise<StoredFile | undefined> {
      return queryOne<StoredFile>(
        `SELECT f.id, f.stored_name, f.original_name, f.mime_type, f.size_bytes
           FROM ${def.table} b JOIN stored_files f ON f.id = b.file_id WHERE b.id = $1`,
        [id],
      );
    },
  };
}
