import { query, queryOne } from '../../db/pool';

export type EntryKind = 'charge' | 'late_fee' | 'concession' | 'waiver' | 'cancel' | 'write_off' | 'payment' | 'refund';

export interface NewEntry {
  student_id: string;
  year_id: number | null;
  entry_date: string;
  kind: EntryKind;
  head_id: number | null;
  amount: bigint;
  instalment_id?: number | null;
  due_id?: number | null;
  fee_id?: number | null;
  concession_id?: number | null;
  reason?: string | null;
  recorded_by?: number | null;
}

const COLUMNS = [
  'student_id',
  'year_id',
  'entry_date',
  'kind',
  'head_id',
  'amount',
  'instalment_id',
  'due_id',
  'fee_id',
  'concession_id',
  'reason',
  'recorded_by',
] as const;
const TYPES = [
  'text',
  'bigint',
  'date',
  'text',
  'bigint',
  'bigint',
  'bigint',
  'bigint',
  'bigint',
  'bigint',
  'text',
  'bigint',
];

/** A due's amount left after the entries that reduce it. */
export const NET = `d.amount + coalesce((SELECT sum(r.amount) FROM fee_entries r WHERE r.due_id = d.id AND r.kind IN ('concession', 'waiver', 'cancel', 'write_off')), 0)`;

export interface DueRow {
  id: number;
  student_id: string;
  kind: 'charge' | 'late_fee';
  head_id: number | null;
  head: string | null;
  instalment_id: number | null;
  year_id: number | null;
  due_date: string;
  amount: string;
  net: string;
  cancelled: boolean;
  /** For a late fee, the charge it is a penalty on. */
  penalty_on: number | null;
}

export interface LedgerRow {
  id: number;
  date: string;
  kind: EntryKind;
  head: string | null;
  amount: string;
  reason: string | null;
  fee_id: number | null;
  due_id: number | null;
  /** Paise of the pupil's payments the office put on this due; null when none or not a due. */
  chosen: string | null;
}

export const ledgerRepo = {
  /** Entries in one statement; ids back in the order given. */
  async insert(entries: NewEntry[]): Promise<number[]> {
    if (!entries.length) return [];
    const cols = COLUMNS.map((c) => entries.map((e) => (c === 'amount' ? e.amount.toString() : (e[c] ?? null))));
    const rows = await query<{ id: number }>(
      `INSERT INTO fee_entries (${COLUMNS.join(', ')})
       SELECT * FROM unnest(${COLUMNS.map((_c, i) => `$${i + 1}::${TYPES[i]}[]`).join(', ')}) RETURNING id::int`,
      cols,
    );
    return rows.map((r) => r.id);
  },

  /** Every due of these pupils with what is left of it; `cancelled` when a cancellation stands beside it. */
  dues(studentIds: string[]): Promise<DueRow[]> {
    return query<DueRow>(
      `SELECT d.id::int, d.student_id, d.kind, d.head_id::int, h.name AS head, d.instalment_id::int, d.year_id::int,
              to_char(d.entry_date, 'YYYY-MM-DD') AS due_date, d.amount::text, (${NET})::text AS net,
              EXISTS (SELECT 1 FROM fee_entries c WHERE c.due_id = d.id AND c.kind = 'cancel') AS cancelled,
              CASE WHEN d.kind = 'late_fee' THEN d.due_id::int END AS penalty_on
       FROM fee_entries d LEFT JOIN fee_heads h ON h.id = d.head_id
       WHERE d.student_id = ANY($1::text[]) AND d.kind IN ('charge', 'late_fee') ORDER BY d.entry_date, d.id`,
      [studentIds],
    );
  },

  /** Payments less refunds, per pupil. */
  credits(studentIds: string[]): Promise<{ student_id: string; credit: string }[]> {
    return query(
      `SELECT student_id, (-sum(amount))::text AS credit FROM fee_entries
       WHERE student_id = ANY($1::text[]) AND kind IN ('payment', 'refund') GROUP BY student_id`,
      [studentIds],
    );
  },

  /** What the office put on chosen dues, per due. */
  chosen(studentIds: string[]): Promise<{ due_id: number; amount: string }[]> {
    return query(
      `SELECT a.due_id::int, sum(a.amount)::text AS amount FROM fee_allocations a JOIN fee_entries p ON p.id = a.payment_id
       WHERE p.student_id = ANY($1::text[]) AND a.chosen GROUP BY a.due_id`,
      [studentIds],
    );
  },

  /**
   * One pupil's ledger, oldest first, in one statement: each entry with the due it reduces and,
   * on a due, what the office put on it of the pupil's own payments (dues-state.ts's `chosen`).
   */
  entries(studentId: string): Promise<LedgerRow[]> {
    return query(
      `SELECT e.id::int, to_char(e.entry_date, 'YYYY-MM-DD') AS date, e.kind, h.name AS head, e.amount::text, e.reason,
              e.fee_id::int, e.due_id::int,
              CASE WHEN e.kind IN ('charge', 'late_fee') THEN (
                SELECT sum(a.amount) FROM fee_allocations a JOIN fee_entries p ON p.id = a.payment_id AND p.student_id = e.student_id
                WHERE a.due_id = e.id AND a.chosen)::text END AS chosen
       FROM fee_entries e LEFT JOIN fee_heads h ON h.id = e.head_id WHERE e.student_id = $1 ORDER BY e.entry_date, e.id`,
      [studentId],
    );
  },

  async clearAllocations(paymentId: number): Promise<void> {
    await query('DELETE FROM fee_allocations WHERE payment_id = $1', [paymentId]);
  },

  async allocate(paymentId: number, parts: { due_id: number; amount: bigint }[], chosen: boolean): Promise<void> {
    if (!parts.length) return;
    await query(
      `INSERT INTO fee_allocations (payment_id, due_id, amount, chosen) SELECT $1, u.due_id, u.amount, $4 FROM unnest($2::bigint[], $3::bigint[]) AS u (due_id, amount)`,
      [paymentId, parts.map((p) => p.due_id), parts.map((p) => p.amount.toString()), chosen],
    );
  },

  /** The payment entry of a spec fee row, made or brought up to date. */
  async savePayment(e: {
    fee_id: number;
    student_id: string;
    amount: bigint;
    entry_date: string;
    recorded_by: number | null;
  }): Promise<number> {
    const row = await queryOne<{ id: number }>(
      `INSERT INTO fee_entries (student_id, entry_date, kind, amount, fee_id, recorded_by) VALUES ($1, $2, 'payment', $3, $4, $5)
       ON CONFLICT (fee_id) DO UPDATE SET student_id = EXCLUDED.student_id, entry_date = EXCLUDED.entry_date, amount = EXCLUDED.amount
       RETURNING id::int`,
      [e.student_id, e.entry_date, (-e.amount).toString(), e.fee_id, e.recorded_by],
    );
    return row!.id;
  },

  entry(
    id: number,
  ): Promise<
    { id: number; student_id: string; kind: EntryKind; head_id: number | null; year_id: number | null } | undefined
  > {
    return queryOne('SELECT id::int, student_id, kind, head_id::int, year_id::int FROM fee_entries WHERE id = $1', [
      id,
    ]);
  },

  /** Pupils with any due, for the late-fee run. */
  async pupilsWithDues(): Promise<string[]> {
    return (
      await query<{ student_id: string }>(
        "SELECT DISTINCT e.student_id FROM fee_entries e JOIN students s ON s.student_id = e.student_id WHERE e.kind = 'charge' AND s.status <> 'graduated' ORDER BY 1",
      )
    ).map((r) => r.student_id);
  },

  /** Serialises every change to one pupil's ledger (payments, concessions, late fees). */
  async lockPupil(studentId: string): Promise<{ student_id: string } | undefined> {
    return queryOne('SELECT student_id FROM students WHERE lower(student_id) = lower($1) FOR UPDATE', [studentId]);
  },
};
