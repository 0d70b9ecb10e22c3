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

  ofStudent(studentId: string): Promise<ConcessionRow[]> {
    return query<ConcessionRow>(
      `SELECT ${CONCESSION} FROM fee_concessions c JOIN fee_heads h ON h.id = c.head_id WHERE c.student_id = $1 ORDER BY c.id`,
      [studentId],
    );
  },
};
