import type { SetupSubject } from '@contracts/setup';
import { query, queryOne } from '../../db/pool';

// The school's classes, their sections and their subjects: the three tables of its shape.

export interface ClassRow {
  id: number;
  name: string;
  retired: boolean;
  grading: string;
  legacy_class: number | null;
}

export interface SectionRow {
  id: number;
  class_id: number;
  name: string;
  retired: boolean;
  legacy_section: string | null;
}

/** A subject as the document has it, with its row's id, class and link. */
export interface SubjectRow extends Omit<SetupSubject, 'retired'> {
  id: number;
  class_id: number;
  retired: boolean;
  legacy_field: string | null;
}

export interface ClassWrite {
  position: number;
  name: string;
  retired: boolean;
  grading_id: number;
}

export interface SectionWrite {
  position: number;
  name: string;
  retired: boolean;
}

export type SubjectWrite = Omit<SubjectRow, 'id' | 'class_id' | 'legacy_field'> & { position: number };

const SUBJECT_COLUMNS = 'code, name, name_or, name_hi, max_marks, counts_in_total, choice_group, retired';
const subjectValues = (s: SubjectWrite) => [
  s.code,
  s.name,
  s.name_or,
  s.name_hi,
  s.max_marks,
  s.counts_in_total,
  s.choice_group,
  s.retired,
  s.position,
];

export const classShapeRepo = {
  classes(): Promise<ClassRow[]> {
    return query<ClassRow>(
      `SELECT c.id, c.name, c.retired, g.name AS grading, c.legacy_class
       FROM school_classes c JOIN grading_schemes g ON g.id = c.grading_id ORDER BY c.position`,
    );
  },

  sections(): Promise<SectionRow[]> {
    return query<SectionRow>(
      'SELECT id, class_id, name, retired, legacy_section FROM class_sections ORDER BY class_id, position',
    );
  },

  subjects(): Promise<SubjectRow[]> {
    return query<SubjectRow>(
      `SELECT id, class_id, ${SUBJECT_COLUMNS}, legacy_field FROM class_subjects ORDER BY class_id, position`,
    );
  },

  /** The number a new class's records carry when its name is not 1-10 (never handed out twice). */
  async newClassNumber(): Promise<number> {
    const row = await queryOne<{ n: number }>("SELECT nextval('school_class_numbers')::int AS n");
    return row!.n;
  },

  async insertClass(c: ClassWrite, legacyClass: number | null): Promise<number> {
    const row = await queryOne<{ id: number }>(
      'INSERT INTO school_classes (position, name, retired, grading_id, legacy_class) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [c.position, c.name, c.retired, c.grading_id, legacyClass],
    );
    return row!.id;
  },

  async updateClass(id: number, c: ClassWrite): Promise<void> {
    await query('UPDATE school_classes SET position = $2, name = $3, retired = $4, grading_id = $5 WHERE id = $1', [
      id,
      c.position,
      c.name,
      c.retired,
      c.grading_id,
    ]);
  },

  /** Their sections and subjects go with them (the caller has made sure none has records). */
  async deleteClasses(ids: readonly number[]): Promise<void> {
    if (ids.length) await query('DELETE FROM school_classes WHERE id = ANY ($1::bigint[])', [ids]);
  },

  async insertSection(classId: number, s: SectionWrite, legacySection: string | null): Promise<void> {
    await query(
      'INSERT INTO class_sections (class_id, position, name, retired, legacy_section) VALUES ($1, $2, $3, $4, $5)',
      [classId, s.position, s.name, s.retired, legacySection],
    );
  },

  async updateSection(id: number, s: SectionWrite): Promise<void> {
    await query('UPDATE class_sections SET position = $2, name = $3, retired = $4 WHERE id = $1', [
      id,
      s.position,
      s.name,
      s.retired,
    ]);
  },

  async deleteSections(ids: readonly number[]): Promise<void> {
    if (ids.length) await query('DELETE FROM class_sections WHERE id = ANY ($1::bigint[])', [ids]);
  },

  async insertSubject(classId: number, s: SubjectWrite, legacyField: string | null): Promise<void> {
    await query(
      `INSERT INTO class_subjects (${SUBJECT_COLUMNS}, position, class_id, legacy_field) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [...subjectValues(s), classId, legacyField],
    );
  },

  async updateSubject(id: number, s: SubjectWrite): Promise<void> {
    await query(
      `UPDATE class_subjects SET (${SUBJECT_COLUMNS}, position) = ($1, $2, $3, $4, $5, $6, $7, $8, $9) WHERE id = $10`,
      [...subjectValues(s), id],
    );
  },

  async deleteSubjects(ids: readonly number[]): Promise<void> {
    if (ids.length) await query('DELETE FROM class_subjects WHERE id = ANY ($1::bigint[])', [ids]);
  },
};
