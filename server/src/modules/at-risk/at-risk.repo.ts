import type { Section } from '@contracts/enums';
import type { ExamSubject } from '@contracts/exam-subjects';
import type { Place } from '@contracts/teaching';
import { query, transaction } from '../../db/pool';
import { attendanceCtes } from './at-risk-attendance-sql';
import { resultsCtes } from './at-risk-results-sql';

/** A subject's names as the school wrote them (exam_subjects). */
export type SubjectNames = Pick<ExamSubject, 'name' | 'name_or' | 'name_hi'>;

/** A pupil with at least one reason, and the evidence of each (null where the rule does not list them). */
export interface AtRiskRow {
  student_id: string;
  name: string;
  /** As the setup names it: 5 for class 5, "LKG" for LKG (class_label). */
  class: number | string;
  section: Section | string;
  /** Share of this term's working days present (since joining), when under the school's threshold. */
  attendance: number | null;
  working_days: number | null;
  absent_days: number | null;
  serious: boolean;
  /** The latest exam with a result and the one before it, when the result fell by the threshold or more. */
  fall: { exam_name: string; percentage: number; before_name: string; before_percentage: number } | null;
  /** The latest exam with a result, when a subject in it is under the pass mark. */
  failing: { exam_name: string; subjects: SubjectNames[]; pass_mark: number } | null;
  /** Assignments of the pupil's class due in the last 30 days, before today, not handed in. */
  missing: { id: number; title: string; due: string }[] | null;
}

// One statement, set-based, for a section or the whole school (issue 35: 20,000 pupils under
// 500 ms, a section under 50 ms). Each rule is a few CTEs (at-risk-attendance-sql.ts,
// at-risk-results-sql.ts); a pupil appears when any rule lists them.
//
// Missing work: assignments of the pupil's class due (their due date, else their date) in the
// 30 days before today and not before the pupil joined, with no submission of theirs.
const DUE = 'coalesce(a.due_date, a.date)';

// The whole school reads every pupil on the roll; a list of sections reads theirs from the
// (class, section) index, so the planner counts the section's pupils, not half the school.
const PUPILS = {
  all: 'FROM students_on_roll s',
  places: `FROM unnest($2::int[], $3::text[]) AS p(class, section)
  JOIN students_on_roll s ON s.class = p.class AND s.section = p.section`,
};

const atRiskSql = (pupils: string) => `
WITH RECURSIVE
cfg AS MATERIALIZED (SELECT * FROM at_risk_settings LIMIT 1),
pupils AS MATERIALIZED (
  SELECT s.student_id, s.name, s.class, s.section, (s.created_at AT TIME ZONE 'UTC')::date AS created_on
  ${pupils}
),
${attendanceCtes(pupils === PUPILS.all)},
${resultsCtes(pupils === PUPILS.all)},
missing_rule AS (
  SELECT p.student_id,
         json_agg(json_build_object('id', a.id, 'title', a.title, 'due', to_char(${DUE}, 'YYYY-MM-DD')) ORDER BY ${DUE}, a.id) AS missing
  FROM pupils p
  JOIN assignments a ON a.class = p.class AND ${DUE} >= $1::date - 30 AND ${DUE} < $1::date AND ${DUE} >= p.created_on
  WHERE NOT EXISTS (SELECT 1 FROM assignment_submissions x WHERE x.assignment_id = a.id AND x.student_id = p.student_id)
  GROUP BY p.student_id
  HAVING count(*) >= (SELECT missing_work FROM cfg)
),
-- The rules' rows, one per pupil: gathered by one GROUP BY, which the planner counts as at most
-- one row a pupil, where a chain of joins of CTEs (whose rows it cannot count) multiplied its
-- guesses to billions, and sized its hash tables for them, spilling to disk.
listed AS (
  SELECT student_id, max(percent) AS percent, max(days) AS days, max(absent) AS absent,
         (array_agg(fall) FILTER (WHERE fall IS NOT NULL))[1] AS fall,
         (array_agg(failing) FILTER (WHERE failing IS NOT NULL))[1] AS failing,
         (array_agg(missing) FILTER (WHERE missing IS NOT NULL))[1] AS missing
  FROM (
    SELECT student_id, percent, days, absent, NULL::json AS fall, NULL::json AS failing, NULL::json AS missing FROM attendance_rule
    UNION ALL SELECT student_id, NULL, NULL, NULL, fall, NULL, NULL FROM fall_rule
    UNION ALL SELECT student_id, NULL, NULL, NULL, NULL, failing, NULL FROM failing_rule
    UNION ALL SELECT student_id, NULL, NULL, NULL, NULL, NULL, missing FROM missing_rule
  ) r
  GROUP BY student_id
)
SELECT p.student_id, p.name, class_label(p.class) AS class, p.section,
       l.percent AS attendance, l.days AS working_days, l.absent AS absent_days, coalesce(l.percent < cfg.attendance_serious, false) AS serious,
       l.fall, l.failing, l.missing
FROM listed l JOIN pupils p USING (student_id)
CROSS JOIN cfg
ORDER BY p.class, p.section, p.name, p.student_id`;

export const AT_RISK_SQL = { all: atRiskSql(PUPILS.all), places: atRiskSql(PUPILS.places) };

export const atRiskRepo = {
  /** Every section of a class of the setup (retired ones too: their pupils' records stay), as records store it. */
  async sectionsOf(cls: number): Promise<Section[]> {
    const rows = await query<{ section: Section }>(
      `SELECT s.legacy_section AS section FROM school_classes c JOIN class_sections s ON s.class_id = c.id
        WHERE c.legacy_class = $1 AND s.legacy_section IS NOT NULL ORDER BY s.position`,
      [cls],
    );
    return rows.map((r) => r.section);
  },

  /** The listed pupils of these sections ('all': the whole school) on `today`. */
  list(today: string, places: Place[] | 'all'): Promise<AtRiskRow[]> {
    return transaction(async () => {
      // The statement is prepared once per connection; planning it afresh for each day and
      // section (PostgreSQL's choice for its first runs, and kept) took longer than a section's
      // answer itself (15 ms idle, 150 ms on a busy machine). Its plan hardly depends on the
      // values: the counts it cannot know come from its CTEs either way. For the rest of this
      // transaction (a request's: this read alone).
      await query('SET LOCAL plan_cache_mode = force_generic_plan');
      if (places === 'all') return query<AtRiskRow>(AT_RISK_SQL.all, [today]);
      return query<AtRiskRow>(AT_RISK_SQL.places, [today, places.map((p) => p.class), places.map((p) => p.section)]);
    });
  },
};
