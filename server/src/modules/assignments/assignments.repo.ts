import type { AssignmentInput, AssignmentRecord } from '@contracts/assignments';
import { queryOne } from '../../db/pool';
import { tableRepo } from '../../db/table-repo';
import { fileUrlSql } from '../../storage/file-routes';
import type { StoredFile } from '../../storage/stored-files.repo';

/** An assignment's fields with its class as stored (the setup's link number, see classPlaces). */
export type PlacedAssignment = Omit<AssignmentInput, 'class'> & { class: number };

export const assignmentRecords = tableRepo<AssignmentRecord>({
  table: 'assignments a JOIN stored_files f ON f.id = a.file_id',
  key: 'a.id',
  select: `a.id, a.id AS assignment_id, a.title, a.date, a.due_date, a.closed_at IS NOT NULL AS closed, a.description,
           class_label(a.class) AS class,
           ${fileUrlSql('assignments', 'a.id')} AS file_url, ${fileUrlSql('assignments', 'a.id')} AS image_url,
           f.original_name AS file_name, f.mime_type AS file_type, a.created_at`,
  writable: [],
  searchable: ['a.title', 'a.description'],
  sortable: { title: 'lower(a.title)', date: 'a.date', class: 'a.class', created_at: 'a.created_at' },
  defaultOrder: 'a.date DESC, a.id DESC',
});

export const assignmentsRepo = {
  async insert(input: PlacedAssignment, fileId: number, createdBy: number | null): Promise<number> {
    const row = await queryOne<{ id: number }>(
      `INSERT INTO assignments (title, date, due_date, description, class, file_id, created_by, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END) RETURNING id`,
      [
        input.title,
        input.date,
        input.due_date ?? null,
        input.description,
        input.class,
        fileId,
        createdBy,
        input.closed === true,
      ],
    );
    return row!.id;
  },

  /** Locks the row for the rest of the transaction and tells which file it has now. */
  lockFile(id: number): Promise<{ file_id: number; class: number } | undefined> {
    return queryOne<{ file_id: number; class: number }>(
      'SELECT file_id, class FROM assignments WHERE id = $1 FOR UPDATE',
      [id],
    );
  },

  /** A due date left out (the spec's client) stays as it was; null clears it. */
  async update(id: number, input: PlacedAssignment, fileId: number): Promise<void> {
    await queryOne(
      `UPDATE assignments SET title = $2, date = $3, description = $4, class = $5, file_id = $6,
              due_date = CASE WHEN $7 THEN $8::date ELSE due_date END
        WHERE id = $1`,
      [
        id,
        input.title,
        input.date,
        input.description,
        input.class,
        fileId,
        input.due_date !== undefined,
        input.due_date ?? null,
      ],
    );
  },

  remove(id: number): Promise<{ file_id: number } | undefined> {
    return queryOne<{ file_id: number }>('DELETE FROM assignments WHERE id = $1 RETURNING file_id', [id]);
  },

  fileOf(id: number): Promise<(StoredFile & { class: number }) | undefined> {
    return queryOne<StoredFile & { class: number }>(
      `SELECT f.id, f.stored_name, f.original_name, f.mime_type, f.size_bytes, a.class
         FROM assignments a JOIN stored_files f ON f.id = a.file_id WHERE a.id = $1`,
      [id],
    );
  },

  /** A student's class, by the student ID they sign in with. */
  async studentClass(studentId: string): Promise<number | undefined> {
    return (
      await queryOne<{ class: number }>('SELECT class FROM students WHERE lower(student_id) = lower($1)', [studentId])
    )?.class;
  },
};
