import type { Child, Guardian, Relation } from '@contracts/guardians';
import { query, queryOne } from '../../db/pool';

export interface GuardianRow {
  id: number;
  guardian_id: string;
  name: string;
  email: string | null;
  mobile: string;
  notify: boolean;
}

export type GuardianDetails = Pick<GuardianRow, 'name' | 'email' | 'mobile' | 'notify'>;

const COLUMNS = 'id, guardian_id, name, email, mobile, notify';

export const guardiansRepo = {
  /** Guardians already known by this email or this mobile, locked until the transaction ends. */
  findByContact(email: string | null | undefined, mobile: string): Promise<GuardianRow[]> {
    return query<GuardianRow>(
      `SELECT ${COLUMNS} FROM guardians WHERE lower(email) = lower($1) OR mobile = $2 ORDER BY id FOR UPDATE`,
      [email ?? null, mobile],
    );
  },

  /** The guardian with this login ID, locked until the transaction ends. */
  findByGuardianId(guardianId: string): Promise<GuardianRow | undefined> {
    return queryOne<GuardianRow>(`SELECT ${COLUMNS} FROM guardians WHERE lower(guardian_id) = lower($1) FOR UPDATE`, [
      guardianId,
    ]);
  },

  async insert(c: GuardianDetails): Promise<GuardianRow> {
    return (await queryOne<GuardianRow>(
      `INSERT INTO guardians (name, email, mobile, notify) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [c.name, c.email, c.mobile, c.notify],
    ))!;
  },

  async update(id: number, c: GuardianDetails): Promise<GuardianRow> {
    return (await queryOne<GuardianRow>(
      `UPDATE guardians SET name = $2, email = $3, mobile = $4, notify = $5 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, c.name, c.email, c.mobile, c.notify],
    ))!;
  },

  async replaceLinks(studentId: string, links: { id: number; relation: Relation }[]): Promise<void> {
    await query('DELETE FROM student_guardians WHERE student_id = $1', [studentId]);
    if (!links.length) return;
    await query(
      `INSERT INTO student_guardians (student_id, guardian_id, relation, position)
       SELECT $1, g, r, p::smallint FROM unnest($2::bigint[], $3::text[]) WITH ORDINALITY AS l(g, r, p)`,
      [studentId, links.map((l) => l.id), links.map((l) => l.relation)],
    );
  },

  /**
   * Links more guardians (or sets the relation of existing links), each after the student's
   * others. Answers a student who would then have more than `max` guardians, if any.
   */
  async addLinks(
    links: { studentId: string; id: number; relation: Relation }[],
    max: number,
  ): Promise<string | undefined> {
    if (!links.length) return undefined;
    await query(
      `INSERT INTO student_guardians (student_id, guardian_id, relation, position)
       SELECT l.s, l.g, l.r, (SELECT COALESCE(max(position), 0) + l.n FROM student_guardians WHERE student_id = l.s)
       FROM unnest($1::text[], $2::bigint[], $3::text[]) WITH ORDINALITY AS l(s, g, r, n)
       ON CONFLICT (student_id, guardian_id) DO UPDATE SET relation = EXCLUDED.relation`,
      [links.map((l) => l.studentId), links.map((l) => l.id), links.map((l) => l.relation)],
    );
    const over = await queryOne<{ student_id: string }>(
      'SELECT student_id FROM student_guardians WHERE student_id = ANY($1::text[]) GROUP BY student_id HAVING count(*) > $2 LIMIT 1',
      [[...new Set(links.map((l) => l.studentId))], max],
    );
    return over?.student_id;
  },

  /** The guardians of each of these students, in the order they were entered. */
  ofStudents(studentIds: string[]): Promise<(Guardian & { student_id: string })[]> {
    if (!studentIds.length) return Promise.resolve([]);
    return query<Guardian & { student_id: string }>(
      `SELECT sg.student_id, g.guardian_id, g.name, sg.relation, g.email, g.mobile, g.notify
       FROM student_guardians sg JOIN guardians g ON g.id = sg.guardian_id
       WHERE sg.student_id = ANY($1::text[]) ORDER BY sg.student_id, sg.position`,
      [studentIds],
    );
  },

  /** The children of the guardian with this login ID. */
  childrenOf(guardianId: string): Promise<Child[]> {
    return query<Child>(
      `SELECT s.student_id, s.name, s.class, s.section, sg.relation
       FROM guardians g JOIN student_guardians sg ON sg.guardian_id = g.id JOIN students s ON s.student_id = sg.student_id
       WHERE lower(g.guardian_id) = lower($1) ORDER BY s.dob, s.auto_id`,
      [guardianId],
    );
  },

  async isChildOf(guardianId: string, studentId: string): Promise<boolean> {
    const row = await queryOne(
      `SELECT 1 FROM guardians g JOIN student_guardians sg ON sg.guardian_id = g.id
       WHERE lower(g.guardian_id) = lower($1) AND lower(sg.student_id) = lower($2)`,
      [guardianId, studentId],
    );
    return row !== undefined;
  },

  /** Whether any of the guardian's children is in this class (an assignment's file). */
  async hasChildInClass(guardianId: string, cls: number): Promise<boolean> {
    const row = await queryOne(
      `SELECT 1 FROM guardians g JOIN student_guardians sg ON sg.guardian_id = g.id JOIN students s ON s.student_id = sg.student_id
       WHERE lower(g.guardian_id) = lower($1) AND s.class = $2`,
      [guardianId, cls],
    );
    return row !== undefined;
  },
};
