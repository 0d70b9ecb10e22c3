import { queryOne, query } from '../../db/pool';

/** The reminders of pupils' dues sent to guardians: one per guardian, pupil, amount, due date and day. */
export const remindersRepo = {
  /** Claims a reminder; false when one for the same dues already went to this guardian today. */
  async claim(r: { guardian_id: number; student_id: string; sent_on: string; amount: bigint; due_date: string }) {
    const row = await queryOne(
      `INSERT INTO fee_reminders (guardian_id, student_id, sent_on, amount, due_date) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING guardian_id`,
      [r.guardian_id, r.student_id, r.sent_on, r.amount.toString(), r.due_date],
    );
    return row !== undefined;
  },

  /** Notes the message a claimed reminder went out as. */
  async attachMail(
    r: { guardian_id: number; student_id: string; sent_on: string; amount: bigint; due_date: string },
    mailId: number | null,
  ): Promise<void> {
    await query(
      `UPDATE fee_reminders SET mail_id = $1
       WHERE guardian_id = $2 AND student_id = $3 AND sent_on = $4 AND amount = $5 AND due_date = $6`,
      [mailId, r.guardian_id, r.student_id, r.sent_on, r.amount.toString(), r.due_date],
    );
  },
};
