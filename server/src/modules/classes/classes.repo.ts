import type { ClassSummary } from '@contracts/details';
import type { ClassPlace } from '@contracts/setup';
import { query } from '../../db/pool';

interface PlaceRow {
  name: string;
  retired: boolean;
  sections: { name: string; retired: boolean; students: number }[];
}

export const classesRepo = {
  /**
   * Every class and section of the setup in its order, with 0 where nobody is enrolled yet (the
   * standard template's 1-10 and A-C, as the spec lists them); classes 1-10 as numbers, others by name.
   */
  summary(): Promise<ClassSummary[]> {
    return query<ClassSummary>(
      `SELECT class_label(c.legacy_class) AS class, s.name AS section, count(st.auto_id)::int AS students
       FROM school_classes c
       JOIN class_sections s ON s.class_id = c.id
       LEFT JOIN students st ON st.class = c.legacy_class AND st.section = s.legacy_section
       WHERE c.legacy_class IS NOT NULL
       GROUP BY c.id, s.id
       ORDER BY c.position, s.position`,
    );
  },

  /** The setup's classes and sections in order, each section's pupils counted by the values its records carry. */
  async places(): Promise<ClassPlace[]> {
    const rows = await query<PlaceRow>(
      `SELECT c.name, c.retired,
              coalesce(json_agg(json_build_object('name', s.name, 'retired', s.retired, 'students', coalesce(n.students, 0))
                                ORDER BY s.position) FILTER (WHERE s.id IS NOT NULL), '[]') AS sections
         FROM school_classes c
         LEFT JOIN class_sections s ON s.class_id = c.id
         LEFT JOIN (SELECT class, section, count(*)::int AS students FROM students GROUP BY class, section) n
           ON n.class = c.legacy_class AND n.section = s.legacy_section
        GROUP BY c.id
        ORDER BY c.position`,
    );
    return rows.map((c) => ({
      name: c.name,
      ...(c.retired ? { retired: true as const } : {}),
      sections: c.sections.map((s) => ({
        name: s.name,
        ...(s.retired ? { retired: true as const } : {}),
        students: s.students,
      })),
    }));
  },
};
