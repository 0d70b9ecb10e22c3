import { query, queryOne } from '../../db/pool';

export interface InstalmentRow {
  id: number;
  head_id: number;
  head: string;
  due_date: string;
  amount: string;
}

export interface HeadPlan {
  head_id: number;
  amount: bigint;
  optional: boolean;
  instalments: { due_date: string; amount: bigint }[];
}

export const structuresRepo = {
  /** The head of that name (any letter case), made on first use; "Tuition" is a tuition head. */
  async headId(name: string): Promise<number> {
    const found = await queryOne<{ id: number }>('SELECT id FROM fee_heads WHERE lower(name) = lower($1)', [name]);
    if (found) return Number(found.id);
    const made = await queryOne<{ id: number }>(
      `INSERT INTO fee_heads (name, is_tuition) VALUES ($1, lower($1) = 'tuition')
       ON CONFLICT (lower(name)) DO UPDATE SET name = fee_heads.name RETURNING id`,
      [name],
    );
    return Number(made!.id);
  },

  /**
   * Makes a class's structure for a year exactly `plan`. Instalments kept as they were keep
   * their id, so pupils' charges of them stand; the others go, and charges of them are left
   * pointing nowhere for the charge step to cancel.
   */
  async replace(yearId: number, cls: number, plan: HeadPlan[]): Promise<void> {
    const heads = plan.map((h) => h.head_id);
    await query('DELETE FROM fee_structures WHERE year_id = $1 AND class = $2 AND NOT (head_id = ANY($3::bigint[]))', [
      yearId,
      cls,
      heads,
    ]);
    for (const h of plan) {
      const s = await queryOne<{ id: number }>(
        `INSERT INTO fee_structures (year_id, class, head_id, amount, optional) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (year_id, class, head_id) DO UPDATE SET amount = EXCLUDED.amount, optional = EXCLUDED.optional RETURNING id`,
        [yearId, cls, h.head_id, h.amount.toString(), h.optional],
      );
      const dates = h.instalments.map((i) => i.due_date);
      const amounts = h.instalments.map((i) => i.amount.toString());
      await query(
        `DELETE FROM fee_instalments i WHERE i.structure_id = $1
           AND NOT EXISTS (SELECT 1 FROM unnest($2::date[], $3::bigint[]) AS n (due_date, amount) WHERE n.due_date = i.due_date AND n.amount = i.amount)`,
        [s!.id, dates, amounts],
      );
      await query(
        `INSERT INTO fee_instalments (structure_id, due_date, amount)
         SELECT $1, n.due_date, n.amount FROM unnest($2::date[], $3::bigint[]) AS n (due_date, amount)
         WHERE NOT EXISTS (SELECT 1 FROM fee_instalments i WHERE i.structure_id = $1 AND i.due_date = n.due_date AND i.amount = n.amount)`,
        [s!.id, dates, amounts],
      );
    }
  },

  /** Every instalment of a class's structure in a year, in due order. */
  instalments(yearId: number, cls: number): Promise<InstalmentRow[]> {
    return query<InstalmentRow>(
      `SELECT i.id::int, s.head_id::int, h.name AS head, to_char(i.due_date, 'YYYY-MM-DD') AS due_date, i.amount::text
       FROM fee_structures s JOIN fee_instalments i ON i.structure_id = s.id JOIN fee_heads h ON h.id = s.head_id
       WHERE s.year_id = $1 AND s.class = $2 ORDER BY h.name, i.due_date, i.id`,
      [yearId, cls],
    );
  },

  heads(
    yearId: number,
    cls: number,
  ): Promise<{ head_id: number; head: string; amount: string; is_tuition: boolean; optional: boolean }[]> {
    return query(
      `SELECT s.head_id::int, h.name AS head, s.amount::text, h.is_tuition, s.optional FROM fee_structures s JOIN fee_heads h ON h.id = s.head_id
       WHERE s.year_id = $1 AND s.class = $2 ORDER BY h.name`,
      [yearId, cls],
    );
  },

  /** The classes with a structure in a year. */
  async classesOf(yearId: number): Promise<number[]> {
    const rows = await query<{ class: number }>(
      'SELECT DISTINCT class FROM fee_structures WHERE year_id = $1 ORDER BY class',
      [yearId],
    );
    return rows.map((r) => r.class);
  },

  /** The active pupils of a class in a year: the class the year recorded for them, else the one they are in. */
  pupilsOfClass(yearId: number, cls: number): Promise<{ student_id: string }[]> {
    return query(
      `SELECT s.student_id FROM students s LEFT JOIN student_years y ON y.student_id = s.student_id AND y.year_id = $1
       WHERE coalesce(y.class, s.class) = $2 AND (s.status = 'active' OR y.student_id IS NOT NULL) ORDER BY s.student_id`,
      [yearId, cls],
    );
  },

  /**
   * Brings the planner's statistics of the structures (and, after a whole school was charged,
   * of the ledger) up to what this transaction wrote. A new year's few dozen structure rows are
   * below what autovacuum ever analyzes; planned as empty, the next charge step (a promotion)
   * loops over every pupil once per structure row instead of hashing them.
   */
  async analyze(ledgerToo: boolean): Promise<void> {
    await query(`ANALYZE fee_structures, fee_instalments${ledgerToo ? ', fee_entries' : ''}`);
  },
};
