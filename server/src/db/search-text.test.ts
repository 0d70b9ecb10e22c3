import { describe, expect, it } from 'vitest';
import { makeStudent, makeTeacher } from '../../test/factories';
import { query, queryOne } from './pool';
import { testApp } from '../../test/test-app';

// A search of students or teachers reads one stored column per row (migration 079): the
// searchable columns lowered and joined by \x1f, kept by PostgreSQL as the row changes, so a
// search's page compares one plain string instead of joining and lowering six columns per row.
testApp();

const joined = (cols: string) => `lower(${cols.split(', ').join(" || E'\\x1f' || ")})`;

describe('the stored search text', () => {
  it("is a student's searchable columns lowered and joined, and follows a change", async () => {
    const s = await makeStudent({ name: 'Asha RATH' });
    const cols = 'student_id, name, email, mobile, father_name, mother_name';
    const row = async () =>
      queryOne<{ kept: string; expected: string }>(
        `SELECT search_text AS kept, ${joined(cols)} AS expected FROM students WHERE student_id = $1`,
        [s.student_id],
      );
    const before = (await row())!;
    expect(before.kept).toBe(before.expected);
    expect(before.kept).toContain('asha rath\u001f');
    await query(`UPDATE students SET name = 'Mira Dash' WHERE student_id = $1`, [s.student_id]);
    const after = (await row())!;
    expect(after.kept).toBe(after.expected);
    expect(after.kept).not.toContain('rath');
  });

  it("is a teacher's searchable columns lowered and joined", async () => {
    const t = await makeTeacher({ name: 'Bina SAHU' });
    const kept = await queryOne<{ kept: string; expected: string }>(
      `SELECT search_text AS kept, ${joined('teacher_id, name, email, mobile, subject')} AS expected FROM teachers WHERE teacher_id = $1`,
      [t.teacher_id],
    );
    expect(kept!.kept).toBe(kept!.expected);
    expect(kept!.kept).toContain('bina sahu');
  });
});
