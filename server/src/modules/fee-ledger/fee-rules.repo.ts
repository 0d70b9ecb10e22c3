import { query, queryOne } from '../../db/pool';

export interface FeeSettingsRow {
  sibling_percent: string;
  late_fee_kind: 'none' | 'per_day' | 'flat';
  late_fee_amount: string;
  grace_days: number;
  mid_year_from: 'joining_month' | 'year_start';
}

export interface ConcessionRow {
  id: number;
  student_id: string;
  year_id: number;
  head_id: number;
  head: string;
  percent: string | null;
  amount: string | null;
  reason: string;
  is_sibling_rule: boolean;
  granted_by: number | null;
  granted_at: string;
}

const CONCESSION = `c.id::int, c.student_id, c.year_id::int, c.head_id::int, h.name AS head, c.percent::text, c.amount::text, c.reason, c.is_sibling_rule,
  c.granted_by::int, c.granted_at`;

export const feeRulesRepo = {
  async settings(): Promise<FeeSettingsRow> {
    return (await queryOne<FeeSettingsRow>(
      'SELECT sibling_percent::text, late_fee_kind, late_fee_amount::text, grace_days, mid_year_from FROM fee_settings',
    ))!;
  },

  async saveSettings(s: {
    sibling_percent: string;
    late_fee_kind: string;
    late_fee_amount: bigint;
    grace_days: number;
    mid_year_from: string;
  }): Promise<void> {
    await query(
      'UPDATE fee_settings SET sibling_percent = $1, late_fee_kind = $2, late_fee_amount = $3, grace_days = $4, mid_year_from = $5',
      [s.sibling_percent, s.late_fee_kind, s.late_fee_amount.toString(), s.grace_days, s.mid_year_from],
    );
  },

  async insertConcession(c: {
    student_id: string;
    year_id: number;
    head_id: number;
    percent: string | null;
    amount: bigint | null;
    reason: string;
    is_sibling_rule: boolean;
    granted_by: number | null;
  }): Promise<ConcessionRow | undefined> {
    const row = await queryOne<{ id: number }>(
      `INSERT INTO fee_concessions (student_id, year_id, head_id, percent, amount, reason, is_sibling_rule, granted_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING id::int`,
      [
        c.student_id,
        c.year_id,
        c.head_id,
        c.percent,
        c.amount?.toString() ?? null,
        c.reason,
        c.is_sibling_rule,
        c.granted_by,
      ],
    );
    return row && (await feeRulesRepo.concession(row.id));
  },

  concession(id: number): Promise<ConcessionRow | undefined> {
    return queryOne<ConcessionRow>(
      `SELECT ${CONCESSION} FROM fee_concessions c JOIN fee_heads h ON h.id = c.head_id WHERE c.id = $1`,
      [id],
    );
  },

  /** The percentage concessions that also reduce a pupil's charges posted later in the year. */
  standingPercents(studentId: string, yearId: number): Promise<{ id: number; head_id: number; percent: string }[]> {
    return query(
      'SELECT id::int, head_id::int, percent::text FROM fee_concessions WHERE student_id = $1 AND year_id = $2 AND percent IS NOT NULL ORDER BY id',
      [studentId, yearId],
    );
  },

  ofStudent(studentId: string): Promise<ConcessionRow[]> {
    return query<ConcessionRow>(
      `SELECT ${CONCESSION} FROM fee_concessions c JOIN fee_heads h ON h.id = c.head_id WHERE c.student_id = $1 ORDER BY c.id`,
      [studentId],
    );
  },

  /** An active brother or sister admitted before this pupil: a pupil sharing a guardian with a smaller admission number. */
  async hasElderSibling(studentId: string): Promise<boolean> {
    const row = await queryOne<{ any: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM students me JOIN student_guardians mine ON mine.student_id = me.student_id
         JOIN student_guardians theirs ON theirs.guardian_id = mine.guardian_id AND theirs.student_id <> me.student_id
         JOIN students other ON other.student_id = theirs.student_id
         WHERE me.student_id = $1 AND other.status = 'active' AND other.auto_id < me.auto_id) AS any`,
      [studentId],
    );
    return row!.any;
  },
};
