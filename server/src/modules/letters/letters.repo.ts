import type { Language } from '@contracts/i18n/languages';
import type { LetterAudience } from '@contracts/letters';
import { query } from '../../db/pool';

export interface LetterPerson {
  user_id: string;
  name: string;
  role: 'teacher' | 'student' | 'parent';
  /** The language they chose at sign-in; null when they never signed in. */
  language: Language | null;
}

export interface LetterFilter {
  who: LetterAudience;
  class?: number;
  section?: string;
  includeSignedIn: boolean;
}

// Pupils on roll in name order within each section, each followed by their guardians (a guardian
// of brothers and sisters once, after the first of them), so a class teacher hands a family's
// letters out together. `sort` orders the whole; a guardian's key follows their first child's.
const CLASS_PEOPLE = `
  WITH pupils AS (
    SELECT student_id, name, section || '|' || name || '|' || student_id AS sort
    FROM students_on_roll WHERE class = $1 AND ($2::text IS NULL OR section = $2)
  )
  SELECT 'student' AS role, student_id AS user_id, name, sort FROM pupils WHERE $3 IN ('students', 'both')
  UNION ALL
  SELECT 'parent', g.guardian_id, g.name, min(p.sort) || '|~'
  FROM pupils p JOIN student_guardians sg ON sg.student_id = p.student_id JOIN guardians g ON g.id = sg.guardian_id
  WHERE $3 IN ('guardians', 'both')
  GROUP BY g.guardian_id, g.name`;

const TEACHERS = `SELECT 'teacher' AS role, teacher_id AS user_id, name, name || '|' || teacher_id AS sort FROM teachers WHERE $1::int IS NULL AND $2::text IS NULL AND $3 = 'teachers'`;

export const lettersRepo = {
  /** The people whose letters are asked for; a login (account) means they signed in already. */
  people(f: LetterFilter): Promise<LetterPerson[]> {
    return query<LetterPerson>(
      `SELECT x.role, x.user_id, x.name, a.language
       FROM (${f.who === 'teachers' ? TEACHERS : CLASS_PEOPLE}) x
       LEFT JOIN accounts a ON lower(a.login_id) = lower(x.user_id)
       WHERE $4 OR a.id IS NULL
       ORDER BY x.sort`,
      [f.class ?? null, f.section ?? null, f.who, f.includeSignedIn],
    );
  },
};
