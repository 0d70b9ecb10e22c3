import { query, queryOne } from '../../db/pool';

/** The weekly runs, whom each listed, and the messages sent (migration 048). */
export const atRiskWeeklyRepo = {
  /** Takes this week's run: false when it was taken already (by an earlier run or another process). */
  async claimWeek(weekStart: string): Promise<boolean> {
    return (
      (
        await query('INSERT INTO at_risk_weeks (week_start) VALUES ($1) ON CONFLICT DO NOTHING RETURNING week_start', [
          weekStart,
        ])
      ).length > 0
    );
  },

  /**
   * Records whom this week's run listed and answers those who were not on the run before it
   * (everyone listed, on the first run).
   */
  async listNewly(weekStart: string, studentIds: string[]): Promise<string[]> {
    const rows = await query<{ student_id: string }>(
      `WITH listed AS (
         INSERT INTO at_risk_listed (week_start, student_id) SELECT $1, unnest($2::text[]) RETURNING student_id
       ), before AS (
         SELECT l.student_id FROM at_risk_listed l
         WHERE l.week_start = (SELECT max(w.week_start) FROM at_risk_weeks w WHERE w.week_start < $1)
       )
       SELECT student_id FROM listed WHERE student_id NOT IN (SELECT student_id FROM before) ORDER BY student_id`,
      [weekStart, studentIds],
    );
    return rows.map((r) => r.student_id);
  },

  async recordMessage(m: {
    weekStart: string;
    guardianId: number;
    studentId: string;
    mailId: number;
    reasons: string[];
  }): Promise<void> {
    await queryOne(
      'INSERT INTO at_risk_messages (week_start, guardian_id, student_id, mail_id, reasons) VALUES ($1, $2, $3, $4, $5)',
      [m.weekStart, m.guardianId, m.studentId, m.mailId, m.reasons],
    );
  },
};
