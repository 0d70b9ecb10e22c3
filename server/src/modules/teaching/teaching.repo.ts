import type { Place, StoredTeaching, Teaching } from '@contracts/teaching';
import type { PlacedTeaching } from './taught-subjects';
import { query, queryOne, type ReadAtBegin } from '../../db/pool';

export interface TeacherTeaching extends StoredTeaching {
  teacher_id: string;
}

// Both lists built in PostgreSQL: one round trip per request that needs a teacher's teaching.
// As stored (the rules compare records with it), each place with its class as answered beside
// it (`label`, for the rules' sentences); or as the API answers it (class_label).
const selectTeaching = (teacherId: string, answer = false) => {
  const cls = (c: string) => (answer ? `'class', class_label(${c})` : `'class', ${c}, 'label', class_label(${c})`);
  return `SELECT t.teacher_id,
  COALESCE((SELECT json_agg(json_build_object(${cls('s.class')}, 'section', s.section, 'subject', s.subject) ORDER BY s.class, s.section, s.subject)
            FROM teaching_subjects s WHERE s.teacher_id = t.id), '[]') AS subjects,
  (SELECT json_build_object(${cls('c.class')}, 'section', c.section) FROM class_teachers c WHERE c.teacher_id = t.id) AS class_teacher
FROM teachers t WHERE lower(t.teacher_id) = lower(${teacherId})`;
};

/** The same read, to travel with a transaction's BEGIN (see ReadAtBegin). */
export const teachingAtBegin = (teacherId: string): ReadAtBegin => ({
  key: 'teaching',
  sql: (literal) => selectTeaching(literal(teacherId)),
});

export const teachingRepo = {
  /** A teacher's teaching by their Teacher ID (any case); undefined when there is no such teacher. */
  ofTeacher(teacherId: string): Promise<TeacherTeaching | undefined> {
    return queryOne<TeacherTeaching>(selectTeaching('$1'), [teacherId]);
  },

  /** The same, each class as the API answers it: 5 for the spec's classes, the setup's name ("LKG") for others. */
  answerOf(teacherId: string): Promise<(Teaching & { teacher_id: string }) | undefined> {
    return queryOne(selectTeaching('$1', true), [teacherId]);
  },

  /** The teacher row, locked for the replacement of their teaching. */
  async lockTeacher(teacherId: string): Promise<number | undefined> {
    return (
      await queryOne<{ id: number }>('SELECT id FROM teachers WHERE lower(teacher_id) = lower($1) FOR UPDATE', [
        teacherId,
      ])
    )?.id;
  },

  /** The class teacher of a section other than this teacher, if any. */
  otherClassTeacher(teacherRowId: number, place: Place): Promise<{ teacher_id: string; name: string } | undefined> {
    return queryOne(
      'SELECT t.teacher_id, t.name FROM class_teachers c JOIN teachers t ON t.id = c.teacher_id WHERE c.class = $1 AND c.section = $2 AND c.teacher_id <> $3',
      [place.class, place.section, teacherRowId],
    );
  },

  async replace(teacherRowId: number, input: PlacedTeaching): Promise<void> {
    await query('DELETE FROM teaching_subjects WHERE teacher_id = $1', [teacherRowId]);
    await query(
      `INSERT INTO teaching_subjects (teacher_id, class, section, subject)
       SELECT $1, * FROM unnest($2::smallint[], $3::text[], $4::text[])`,
      [
        teacherRowId,
        input.subjects.map((s) => s.class),
        input.subjects.map((s) => s.section),
        input.subjects.map((s) => s.subject),
      ],
    );
    if (input.class_teacher) {
      await query(
        `INSERT INTO class_teachers (teacher_id, class, section) VALUES ($1, $2, $3)
         ON CONFLICT (teacher_id) DO UPDATE SET class = EXCLUDED.class, section = EXCLUDED.section`,
        [teacherRowId, input.class_teacher.class, input.class_teacher.section],
      );
    } else {
      await query('DELETE FROM class_teachers WHERE teacher_id = $1', [teacherRowId]);
    }
  },
};
