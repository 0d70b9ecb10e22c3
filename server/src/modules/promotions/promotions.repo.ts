import type { StudentStatus } from '@contracts/enums';
import type { Promotion, PromotionAction } from '@contracts/promotions';
import { query, queryOne } from '../../db/pool';

export interface Move {
  student_id: string;
  action: PromotionAction;
  from_class: number;
  from_section: string;
  to_class: number;
  to_section: string;
  to_status: StudentStatus;
  withdrawn_on: string | null;
  reason: string | null;
}

const MOVE_COLUMNS = [
  'student_id',
  'action',
  'from_class',
  'from_section',
  'to_class',
  'to_section',
  'to_status',
  'withdrawn_on',
  'reason',
] as const;
const MOVE_TYPES: Record<(typeof MOVE_COLUMNS)[number], string> = {
  student_id: 'text',
  action: 'text',
  from_class: 'int',
  from_section: 'text',
  to_class: 'int',
  to_section: 'text',
  to_status: 'text',
  withdrawn_on: 'date',
  reason: 'text',
};

const COUNTS = `(SELECT json_object_agg(a.action, (SELECT count(*) FROM promotion_moves m WHERE m.promotion_id = p.id AND m.action = a.action)::int)
  FROM unnest(ARRAY['promote', 'retain', 'move', 'withdraw', 'graduate']) AS a (action)) AS counts`;

export const promotionsRepo = {
  /** The class's roll, locked until the promotion commits: nobody joins or leaves it meanwhile. */
  lockRoll(
    cls: number,
    section: string,
  ): Promise<{ student_id: string; name: string; class: number; section: string }[]> {
    return query(
      'SELECT student_id, name, class, section FROM students WHERE status = $3 AND class = $1 AND section = $2 ORDER BY name, student_id FOR UPDATE',
      [cls, section, 'active'],
    );
  },

  async insert(yearId: number, cls: number, section: string, appliedBy: number): Promise<number> {
    return (await queryOne<{ id: number }>(
      'INSERT INTO promotions (year_id, class, section, applied_by) VALUES ($1, $2, $3, $4) RETURNING id',
      [yearId, cls, section, appliedBy],
    ))!.id;
  },

  /**
   * Every move in three statements: the year's class list, the record of the move, the students'
   * new places. Answers the students whose class of the year itself changed: a record of the year
   * kept from an earlier promotion of another class (moved since by an edit). For the others the
   * year's record names the class they were in, as before.
   */
  async applyMoves(promotionId: number, yearId: number, moves: Move[]): Promise<string[]> {
    const cols = MOVE_COLUMNS.map((c) => moves.map((m) => m[c]));
    // The moves as a table, its arrays numbered from $first.
    const rows = (first: number) =>
      `unnest(${MOVE_COLUMNS.map((c, i) => `$${first + i}::${MOVE_TYPES[c]}[]`).join(', ')}) AS u (${MOVE_COLUMNS.join(', ')})`;
    const changed = await query<{ student_id: string }>(
      `WITH kept AS (
         SELECT y.student_id, y.class FROM student_years y WHERE y.year_id = $1 AND y.student_id = ANY($3::text[])),
       put AS (
         INSERT INTO student_years (student_id, year_id, class, section, promotion_id)
         SELECT u.student_id, $1, u.from_class, u.from_section, $2 FROM ${rows(3)}
         ON CONFLICT (student_id, year_id) DO UPDATE SET class = EXCLUDED.class, section = EXCLUDED.section, promotion_id = EXCLUDED.promotion_id
         RETURNING student_id, class)
       SELECT put.student_id FROM put JOIN kept ON kept.student_id = put.student_id WHERE kept.class <> put.class`,
      [yearId, promotionId, ...cols],
    );
    await query(
      `INSERT INTO promotion_moves (promotion_id, student_id, action, from_class, from_section, from_status, to_class, to_section, to_status)
       SELECT $1, u.student_id, u.action, u.from_class, u.from_section, 'active', u.to_class, u.to_section, u.to_status FROM ${rows(2)}`,
      [promotionId, ...cols],
    );
    await query(
      `UPDATE students s SET class = u.to_class, section = u.to_section, status = u.to_status, withdrawn_on = u.withdrawn_on, withdraw_reason = u.reason
       FROM ${rows(1)} WHERE s.student_id = u.student_id`,
      cols,
    );
    return changed.map((c) => c.student_id);
  },

  async anyInYear(yearId: number): Promise<boolean> {
    return (await queryOne<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM promotions WHERE year_id = $1) AS any', [
      yearId,
    ]))!.any;
  },
  lock(id: number): Promise<{ id: number; year_id: number } | undefined> {
    return queryOne('SELECT id, year_id FROM promotions WHERE id = $1 FOR UPDATE', [id]);
  },

  /** Students this promotion placed who are no longer where it put them, or whom a later promotion moved. */
  changedSince(id: number): Promise<{ student_id: string }[]> {
    return query(
      `SELECT m.student_id FROM promotion_moves m JOIN students s ON s.student_id = m.student_id
       WHERE m.promotion_id = $1 AND (
         s.class <> m.to_class OR s.section <> m.to_section OR s.status <> m.to_status
         OR EXISTS (SELECT 1 FROM promotion_moves later WHERE later.student_id = m.student_id AND later.promotion_id > m.promotion_id))
       ORDER BY m.student_id FOR UPDATE OF s`,
      [id],
    );
  },

  /** Puts every student back where they were, and forgets the promotion with its class list. */
  async undo(id: number): Promise<string[]> {
    const rows = await query<{ student_id: string }>(
      `UPDATE students s SET class = m.from_class, section = m.from_section, status = m.from_status, withdrawn_on = NULL, withdraw_reason = NULL
       FROM promotion_moves m WHERE m.promotion_id = $1 AND s.student_id = m.student_id RETURNING s.student_id`,
      [id],
    );
    await query('DELETE FROM promotions WHERE id = $1', [id]);
    return rows.map((r) => r.student_id);
  },

  list(yearId: number | null): Promise<Promotion[]> {
    return query(
      `SELECT p.id, p.year_id, class_label(p.class) AS class, p.section, p.applied_at, ${COUNTS} FROM promotions p WHERE ($1::bigint IS NULL OR p.year_id = $1) ORDER BY p.applied_at DESC, p.id DESC`,
      [yearId],
    );
  },

  /** Who was in a class in a year, as the year recorded it (the class as class_label() answers it). */
  classList(
    yearId: number,
    cls: number,
    section: string | null,
  ): Promise<{ student_id: string; name: string; class: number | string; section: string; status: StudentStatus }[]> {
    return query(
      `SELECT y.student_id, s.name, class_label(y.class) AS class, y.section, s.status FROM student_years y JOIN students s ON s.student_id = y.student_id
       WHERE y.year_id = $1 AND y.class = $2 AND ($3::text IS NULL OR y.section = $3) ORDER BY s.name, y.student_id`,
      [yearId, cls, section],
    );
  },
};
