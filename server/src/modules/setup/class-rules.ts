import { GRADE_SCALE, type GradeBand } from '@contracts/grades';
import { msg } from '@contracts/i18n/packed-text';
import { AppError } from '../../core/errors';
import { query, queryOne } from '../../db/pool';

// What the school's setup says about a class when its marks are written (docs/school-setup.md):
// the grading scheme its results are read on, and which of its subjects still take marks. One
// round trip per save, asked by the class's number as today's records store it.

interface SetupSubjectState {
  code: string;
  legacy_field: string | null;
  name: string;
  retired: boolean;
}

export interface ClassRules {
  /** The class's name in the setup; null for a class the setup does not have. */
  name: string | null;
  /** Its scheme's bands, highest first: the standard A1-E scale for a class the setup does not have. */
  grading: GradeBand[];
  subjects: SetupSubjectState[];
}

export const classRules = {
  async of(cls: number): Promise<ClassRules> {
    const row = await queryOne<ClassRules>(
      `SELECT c.name,
         (SELECT json_agg(json_build_object('grade', b.grade, 'min', b.min::float8) ORDER BY b.min DESC)
            FROM grading_bands b WHERE b.scheme_id = c.grading_id) AS grading,
         coalesce((SELECT json_agg(json_build_object('code', s.code, 'legacy_field', s.legacy_field, 'name', s.name, 'retired', s.retired))
            FROM class_subjects s WHERE s.class_id = c.id), '[]') AS subjects
       FROM school_classes c WHERE c.legacy_class = $1`,
      [cls],
    );
    return row
      ? { ...row, grading: row.grading ?? [...GRADE_SCALE] }
      : { name: null, grading: [...GRADE_SCALE], subjects: [] };
  },

  /**
   * Refuses (409) marks written for a subject the class's setup retired or no longer has: an exam
   * set before keeps the subject and its marks, which stay readable, but it takes no new ones.
   * A subject is found by its code, or by the link a renamed one of the six keeps.
   */
  assertSubjectsOpen(rules: ClassRules, codes: readonly string[], examName: string): void {
    if (rules.name === null) return;
    for (const code of codes) {
      const subject =
        rules.subjects.find((s) => s.code === code) ?? rules.subjects.find((s) => s.legacy_field === code);
      if (!subject)
        throw new AppError(409, msg('setup.subjectNotInClass', { class: rules.name, subject: code, exam: examName }));
      if (subject.retired)
        throw new AppError(409, msg('setup.subjectRetired', { class: rules.name, subject: subject.name }));
    }
  },

  /** The subjects of these classes in use, by class number, with the class's name: what a teacher may be given. */
  async inUse(
    classes: readonly number[],
  ): Promise<Map<number, { name: string; subjects: { code: string; name: string }[] }>> {
    const rows = await query<{ class: number; name: string; subjects: { code: string; name: string }[] }>(
      `SELECT c.legacy_class AS class, c.name,
         coalesce((SELECT json_agg(json_build_object('code', s.code, 'name', s.name) ORDER BY s.position)
                     FROM class_subjects s WHERE s.class_id = c.id AND NOT s.retired), '[]') AS subjects
       FROM school_classes c WHERE c.legacy_class = ANY($1::int[])`,
      [[...new Set(classes)]],
    );
    return new Map(rows.map(({ class: cls, ...r }) => [cls, r]));
  },
};
