import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeStudent } from '../../test/factories';
import { testApp } from '../../test/test-app';
import { tableRepo } from './table-repo';

testApp();

const students = tableRepo<{ student_id: string; name: string; class: number }>({
  table: 'students',
  key: 'student_id',
  select: 'student_id, name, class',
  writable: ['name'],
  searchable: ['name', 'student_id'],
  sortable: { name: 'name' },
  defaultOrder: 'auto_id',
});

describe('the shared table repo', () => {
  it('searches, filters with its own parameters, sorts and pages, and counts the whole match', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const n of ['Cara', 'Abel', 'Bina']) await makeStudent({ name: `${n} ${tag}`, class: 7 });
    await makeStudent({ name: `Dev ${tag}`, class: 8 });
    const filter = { sql: 'class = $1', params: [7] };
    const page1 = await students.list({ q: tag, sort: 'name', order: 'asc', page: 1, pageSize: 2 }, [filter]);
    expect(page1.total).toBe(3);
    expect(page1.rows.map((r) => r.name)).toEqual([`Abel ${tag}`, `Bina ${tag}`]);
    const page2 = await students.list({ q: tag, sort: 'name', order: 'asc', page: 2, pageSize: 2 }, [filter]);
    expect(page2.rows.map((r) => r.name)).toEqual([`Cara ${tag}`]);
    const beyond = await students.list({ q: tag, page: 9, pageSize: 2 }, [filter]);
    expect(beyond).toEqual({ rows: [], total: 3 });
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await students.list({ q: '%_%' });
    expect(res.total).toBe(0);
  });

  it('writes only the columns it declares', async () => {
    const s = await makeStudent();
    const updated = await students.update(s.student_id, { name: 'Renamed', class: 1, student_id: 'HACK' });
    expect(updated).toMatchObject({ student_id: s.student_id, name: 'Renamed', class: 5 });
  });
});
