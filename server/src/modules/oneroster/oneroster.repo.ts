import type { Section } from '@contracts/enums';
import type { Relation } from '@contracts/guardians';
import { query } from '../../db/pool';

export interface RosterYear {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  is_current: boolean;
}
export interface RosterTerm {
  id: number;
  year_id: number;
  name: string;
  starts_on: string;
  ends_on: string;
}
export interface RosterPerson {
  id: string;
  name: string;
  email: string;
  mobile: string;
  class: number;
  section: Section | null;
}

/** One guardian of one student on the roll, in the order the student's guardians were entered. */
export interface RosterGuardianLink {
  id: string;
  name: string;
  email: string;
  mobile: string;
  relation: Relation;
  student_id: string;
}

export const onerosterRepo = {
  years: () =>
    query<RosterYear>('SELECT id, name, starts_on, ends_on, is_current FROM academic_years ORDER BY starts_on'),
  terms: () => query<RosterTerm>('SELECT id, year_id, name, starts_on, ends_on FROM terms ORDER BY starts_on, id'),
  /** Students on the roll: those who left are not handed to other systems. */
  students: () =>
    query<RosterPerson>(
      'SELECT student_id AS id, name, email, mobile, class, section FROM students_on_roll ORDER BY student_id',
    ),
  /** The guardians of students on the roll, one row per child. */
  guardianLinks: () =>
    query<RosterGuardianLink>(
      `SELECT g.guardian_id AS id, g.name, g.email, g.mobile, sg.relation, sg.student_id
       FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id JOIN students_on_roll s ON s.student_id = sg.student_id
       ORDER BY sg.student_id, sg.position, g.guardian_id`,
    ),
  teachers: () =>
    query<RosterPerson>(
      'SELECT teacher_id AS id, name, email, mobile, class, NULL AS section FROM teachers ORDER BY teacher_id',
    ),
};
