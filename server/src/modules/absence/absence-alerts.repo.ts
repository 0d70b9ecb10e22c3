import type { Language } from '@contracts/i18n/languages';
import { query, queryOne } from '../../db/pool';

/** A guardian who agreed to be messaged, with the child the notice is about. */
export interface AlertTarget {
  guardian_id: number;
  guardian_name: string;
  /** The notice goes here, or by SMS to the mobile when there is no email. */
  email: string | null;
  mobile: string;
  student_id: string;
  student_name: string;
  class: number;
  section: string;
  /** The guardian's own language when they have a parent login, else English. */
  language: Language;
}

/** A notice already written for a guardian, child and day, with its message's state (row locked). */
export interface AlertRow {
  id: number;
  guardian_id: number;
  student_id: string;
  attendance_date: string;
  mail_id: number;
  mail_state: string;
  correction_id: number | null;
}

export const absenceAlertsRepo = {
  /** The guardians of these children: only those who agreed to be messaged, unless told otherwise. */
  guardiansOf(studentIds: string[], consentingOnly = true): Promise<AlertTarget[]> {
    return query<AlertTarget>(
      `SELECT g.id AS guardian_id, g.name AS guardian_name, g.email, g.mobile, s.student_id, s.name AS student_name, s.class, s.section,
              coalesce(acc.language, 'en') AS language
       FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id JOIN students s ON s.student_id = sg.student_id
       LEFT JOIN accounts acc ON lower(acc.login_id) = lower(g.guardian_id)
       WHERE sg.student_id = ANY($1::text[]) AND (g.notify OR NOT $2) ORDER BY s.student_id, sg.position`,
      [studentIds, consentingOnly],
    );
  },

  /** The notices of these children on this day, locked with their messages until the transaction ends. */
  ofDay(studentIds: string[], date: string): Promise<AlertRow[]> {
    return query<AlertRow>(
      `SELECT a.id, a.guardian_id, a.student_id, a.attendance_date, a.mail_id, m.state AS mail_state, a.correction_id
       FROM absence_alerts a JOIN mail_outbox m ON m.id = a.mail_id
       WHERE a.student_id = ANY($1::text[]) AND a.attendance_date = $2 ORDER BY a.id FOR UPDATE OF a, m`,
      [studentIds, date],
    );
  },

  /**
   * guardiansOf(absent) and ofDay(children, date) in one round trip (a register's save is one
   * statement, and its rows stay locked until the transaction ends: every round trip after it
   * holds up the next save of the same class). `children` are every child the save names, so
   * this may lock a notice of an absent child without a consenting guardian too.
   */
  async targetsAndDay(
    absent: string[],
    children: string[],
    date: string,
  ): Promise<{ targets: AlertTarget[]; ofDay: AlertRow[] }> {
    const row = await queryOne<{ targets: AlertTarget[]; day: AlertRow[] }>(
      `WITH day AS (
         SELECT a.id, a.guardian_id, a.student_id, a.attendance_date, a.mail_id, m.state AS mail_state, a.correction_id
         FROM absence_alerts a JOIN mail_outbox m ON m.id = a.mail_id
         WHERE a.student_id = ANY($2::text[]) AND a.attendance_date = $3 ORDER BY a.id FOR UPDATE OF a, m
       ), targets AS (
         SELECT g.id AS guardian_id, g.name AS guardian_name, g.email, g.mobile, s.student_id, s.name AS student_name, s.class, s.section,
                coalesce(acc.language, 'en') AS language, row_number() OVER (ORDER BY s.student_id, sg.position) AS n
         FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id JOIN students s ON s.student_id = sg.student_id
         LEFT JOIN accounts acc ON lower(acc.login_id) = lower(g.guardian_id)
         WHERE sg.student_id = ANY($1::text[]) AND g.notify
       )
       SELECT (SELECT coalesce(json_agg(json_build_object('guardian_id', guardian_id, 'guardian_name', guardian_name, 'email', email, 'mobile', mobile, 'student_id', student_id,
                 'student_name', student_name, 'class', class, 'section', section, 'language', language) ORDER BY n), '[]') FROM targets) AS targets,
              (SELECT coalesce(json_agg(day ORDER BY id), '[]') FROM day) AS day`,
      [absent, children, date],
    );
    return { targets: row!.targets, ofDay: row!.day };
  },

  /** The messages of this guardian's notices that have not gone out yet. */
  async unsentOf(guardianId: number): Promise<number[]> {
    const rows = await query<{ mail_id: number }>(
      `SELECT a.mail_id FROM absence_alerts a JOIN mail_outbox m ON m.id = a.mail_id WHERE a.guardian_id = $1 AND m.state IN ('queued', 'not-sent')`,
      [guardianId],
    );
    return rows.map((r) => r.mail_id);
  },

  async insert(a: { guardianId: number; studentId: string; date: string; mailId: number }): Promise<void> {
    await query(
      'INSERT INTO absence_alerts (guardian_id, student_id, attendance_date, mail_id) VALUES ($1, $2, $3, $4)',
      [a.guardianId, a.studentId, a.date, a.mailId],
    );
  },

  /** A new notice for a day whose earlier one was withdrawn or corrected. */
  async renew(id: number, mailId: number): Promise<void> {
    await query('UPDATE absence_alerts SET mail_id = $2, correction_id = NULL WHERE id = $1', [id, mailId]);
  },

  async setCorrection(id: number, correctionId: number): Promise<void> {
    await queryOne('UPDATE absence_alerts SET correction_id = $2 WHERE id = $1', [id, correctionId]);
  },
};
