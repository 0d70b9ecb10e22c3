import type { ClassSubmissionRow, PupilSubmissionRow } from '@contracts/submissions';
import { query, queryOne } from '../../db/pool';
import { fileUrlSql } from '../../storage/file-routes';
import type { StoredFile } from '../../storage/stored-files.repo';

/** An assignment as the submission rules see it: its class, and whether today is past its due date. */
export interface SubmissionTarget {
  id: number;
  class: number;
  title: string;
  closed: boolean;
  /** Today (the database's date) is after the due date: what comes in now is late. */
  past_due: boolean;
}

/** A submission with what its rules and policies need. */
export interface SubmissionRow {
  id: number;
  assignment_id: number;
  student_id: string;
  state: 'handed_in' | 'late' | 'marked' | 'returned';
  file_id: number | null;
  class: number;
}

// An assignment's due date is its own date when no due date was set (migration 045).
const DUE = 'COALESCE(a.due_date, a.date)';
const FILE_COLUMNS = `CASE WHEN sub.file_id IS NULL THEN NULL ELSE ${fileUrlSql('submissions', 'sub.id')} END AS file_url,
  f.original_name AS file_name, f.mime_type AS file_type`;

export const submissionsRepo = {
  /** With `lock` (FOR SHARE), a teacher closing the assignment waits for a hand-in under way, and the other way round. */
  target(assignmentId: number, lock = false): Promise<SubmissionTarget | undefined> {
    return queryOne<SubmissionTarget>(
      `SELECT a.id, a.class, a.title, a.closed_at IS NOT NULL AS closed, current_date > ${DUE} AS past_due FROM assignments a WHERE a.id = $1${lock ? ' FOR SHARE' : ''}`,
      [assignmentId],
    );
  },

  /** A pupil on the roll, by the student ID they sign in with (any letter case). */
  pupil(loginId: string): Promise<{ student_id: string; class: number } | undefined> {
    return queryOne('SELECT student_id, class FROM students_on_roll WHERE lower(student_id) = lower($1)', [loginId]);
  },

  /** Locks the pupil's submission, if any, for the rest of the transaction. */
  lockOf(assignmentId: number, studentId: string): Promise<SubmissionRow | undefined> {
    return queryOne<SubmissionRow>(
      `SELECT sub.id, sub.assignment_id, sub.student_id, sub.state, sub.file_id, a.class
         FROM assignment_submissions sub JOIN assignments a ON a.id = sub.assignment_id
        WHERE sub.assignment_id = $1 AND sub.student_id = $2 FOR UPDATE OF sub`,
      [assignmentId, studentId],
    );
  },

  lock(id: number): Promise<SubmissionRow | undefined> {
    return queryOne<SubmissionRow>(
      `SELECT sub.id, sub.assignment_id, sub.student_id, sub.state, sub.file_id, a.class
         FROM assignment_submissions sub JOIN assignments a ON a.id = sub.assignment_id WHERE sub.id = $1 FOR UPDATE OF sub`,
      [id],
    );
  },

  /**
   * Hands in, or replaces what was handed in: a replacement starts afresh (a returned piece's
   * old mark and comment stay in the history). A marked piece is never overwritten here, even
   * by a request that raced the marking: then nothing is returned.
   */
  async handIn(w: {
    assignmentId: number;
    studentId: string;
    late: boolean;
    body: string | null;
    fileId: number | null;
  }): Promise<number | undefined> {
    const row = await queryOne<{ id: number }>(
      `INSERT INTO assignment_submissions (assignment_id, student_id, state, submitted_at, body, file_id)
       VALUES ($1, $2, $3, now(), $4, $5)
       ON CONFLICT (assignment_id, student_id) DO UPDATE
         SET state = EXCLUDED.state, submitted_at = EXCLUDED.submitted_at, body = EXCLUDED.body, file_id = EXCLUDED.file_id,
             mark = NULL, comment = NULL, marked_by = NULL, marked_at = NULL
         WHERE assignment_submissions.state <> 'marked'
       RETURNING id`,
      [w.assignmentId, w.studentId, w.late ? 'late' : 'handed_in', w.body, w.fileId],
    );
    return row?.id;
  },

  async mark(
    id: number,
    w: { state: 'marked' | 'returned'; mark: string | null; comment: string | null; by: number | null },
  ): Promise<void> {
    await query(
      'UPDATE assignment_submissions SET state = $2, mark = $3, comment = $4, marked_by = $5, marked_at = now() WHERE id = $1',
      [id, w.state, w.mark, w.comment, w.by],
    );
  },

  async setClosed(assignmentId: number, closed: boolean): Promise<void> {
    await query('UPDATE assignments SET closed_at = CASE WHEN $2 THEN COALESCE(closed_at, now()) END WHERE id = $1', [
      assignmentId,
      closed,
    ]);
  },

  /** Every pupil on the class's roll, with what each handed in (or 'missing'), by section and name. */
  classList(assignmentId: number, cls: number): Promise<ClassSubmissionRow[]> {
    return query<ClassSubmissionRow>(
      `SELECT s.student_id, s.name, s.section, COALESCE(sub.state, 'missing') AS state, sub.submitted_at, sub.mark, sub.comment,
              sub.id AS submission_id, sub.body, ${FILE_COLUMNS}
         FROM students_on_roll s
         LEFT JOIN assignment_submissions sub ON sub.assignment_id = $1 AND sub.student_id = s.student_id
         LEFT JOIN stored_files f ON f.id = sub.file_id
        WHERE s.class = $2
        ORDER BY s.section, lower(s.name), s.student_id`,
      [assignmentId, cls],
    );
  },

  /** A pupil's class assignments, the latest due first, each with what the pupil handed in. */
  pupilList(studentId: string, cls: number, limit: number): Promise<PupilSubmissionRow[]> {
    return query<PupilSubmissionRow>(
      `SELECT a.id AS assignment_id, $1::text AS student_id, a.title, to_char(${DUE}, 'YYYY-MM-DD') AS due_date, a.closed_at IS NOT NULL AS closed,
              COALESCE(sub.state, 'missing') AS state, sub.id AS submission_id, sub.submitted_at, sub.body, sub.mark, sub.comment, ${FILE_COLUMNS}
         FROM assignments a
         LEFT JOIN assignment_submissions sub ON sub.assignment_id = a.id AND sub.student_id = $1
         LEFT JOIN stored_files f ON f.id = sub.file_id
        WHERE a.class = $2
        ORDER BY ${DUE} DESC, a.id DESC
        LIMIT $3`,
      [studentId, cls, limit],
    );
  },

  /** The files and texts handed in for an assignment, for the class's zip. */
  handedIn(assignmentId: number): Promise<
    (Omit<StoredFile, 'id'> & {
      student_id: string;
      name: string;
      section: string;
      state: string;
      body: string | null;
      has_file: boolean;
    })[]
  > {
    return query(
      `SELECT sub.student_id, s.name, s.section, sub.state, sub.body, sub.file_id IS NOT NULL AS has_file,
              f.stored_name, f.original_name, f.mime_type, f.size_bytes
         FROM assignment_submissions sub
         JOIN students s ON s.student_id = sub.student_id
         LEFT JOIN stored_files f ON f.id = sub.file_id
        WHERE sub.assignment_id = $1
        ORDER BY s.section, lower(s.name), sub.student_id`,
      [assignmentId],
    );
  },

  /** A submission's file, with whose it is and the class it was set for (for the download route). */
  fileOf(id: number): Promise<(StoredFile & { student_id: string; class: number }) | undefined> {
    return queryOne(
      `SELECT f.id, f.stored_name, f.original_name, f.mime_type, f.size_bytes, sub.student_id, a.class
         FROM assignment_submissions sub JOIN assignments a ON a.id = sub.assignment_id JOIN stored_files f ON f.id = sub.file_id
        WHERE sub.id = $1`,
      [id],
    );
  },
};
