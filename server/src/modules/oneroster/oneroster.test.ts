import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { makeGuardian, makeStudent, makeTeacher, signedIn } from '../../../test/factories';
import { nonAdminStatuses } from '../../../test/calls';
import { testApp } from '../../../test/test-app';
import { makeYear } from '../../../test/year-factories';
import { query } from '../../db/pool';
import { parseCsv } from '../imports/sheet-reader';

const ctx = testApp();

// OneRoster 1.1 CSV binding: every column of each file in order, the required ones marked *.
const SPEC: Record<string, string> = {
  'orgs.csv': 'sourcedId* status dateLastModified name* type* identifier parentSourcedId',
  'academicSessions.csv':
    'sourcedId* status dateLastModified title* type* startDate* endDate* parentSourcedId schoolYear*',
  'courses.csv':
    'sourcedId* status dateLastModified schoolYearSourcedId title* courseCode grades orgSourcedId* subjects subjectCodes',
  'classes.csv':
    'sourcedId* status dateLastModified title* grades courseSourcedId* classCode classType* location schoolSourcedId* termSourcedIds* subjects subjectCodes periods',
  'users.csv':
    'sourcedId* status dateLastModified enabledUser* orgSourcedIds* role* username* userIds givenName* familyName* middleName identifier email sms phone agentSourcedIds grades password',
  'enrollments.csv':
    'sourcedId* status dateLastModified classSourcedId* schoolSourcedId* userSourcedId* role* primary beginDate endDate',
};
// Which columns name other records, and in which files those live.
const REFS: Record<string, Record<string, string[]>> = {
  'orgs.csv': { parentSourcedId: ['orgs.csv'] },
  'academicSessions.csv': { parentSourcedId: ['academicSessions.csv'] },
  'courses.csv': { schoolYearSourcedId: ['academicSessions.csv'], orgSourcedId: ['orgs.csv'] },
  'classes.csv': {
    courseSourcedId: ['courses.csv'],
    schoolSourcedId: ['orgs.csv'],
    termSourcedIds: ['academicSessions.csv'],
  },
  'users.csv': { orgSourcedIds: ['orgs.csv'], agentSourcedIds: ['users.csv'] },
  'enrollments.csv': { classSourcedId: ['classes.csv'], schoolSourcedId: ['orgs.csv'], userSourcedId: ['users.csv'] },
};

type Table = Record<string, string>[];

async function exportRoster(a: Awaited<ReturnType<typeof signedIn>>['agent']) {
  const res = await a
    .get('/api/admin/export/oneroster')
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const zip = await JSZip.loadAsync(res.body as Buffer);
  const files: Record<string, { header: string[]; rows: Table }> = {};
  for (const name of Object.keys(zip.files)) {
    const [header, ...lines] = parseCsv((await zip.file(name)!.async('string')).trimEnd(), ',');
    files[name] = { header, rows: lines.map((l) => Object.fromEntries(header.map((h, i) => [h, l[i]]))) };
  }
  return files;
}

describe('GET /api/admin/export/oneroster', () => {
  it('is for admins only', async () => {
    const calls = [{ method: 'get', path: '/api/admin/export/oneroster' }] as const;
    expect(await nonAdminStatuses(ctx, [...calls])).toEqual(['get /api/admin/export/oneroster: 401 403 403']);
  });

  it('answers the OneRoster 1.1 bulk files with every required column, grades 01-10 and every reference resolved', async () => {
    const { agent: a } = await signedIn(ctx, 'admin');
    await makeYear();
    const student = await makeStudent({ class: 3, section: 'B', name: 'Gita Rani Sahoo' });
    const single = await makeStudent({ class: 10, section: 'A', name: 'Mononym' });
    const teacher = await makeTeacher({ class: 3 });
    const left = await makeStudent({ class: 3, section: 'B' });
    await query("UPDATE students SET status = 'withdrawn', withdrawn_on = '2024-01-01' WHERE student_id = $1", [
      left.student_id,
    ]);
    const father = await makeGuardian([student.student_id, single.student_id], { name: 'Hari Sahoo' });
    const aunt = await makeGuardian([student.student_id], { relation: 'guardian', name: 'Lata Mohanty' });
    const leftOnly = await makeGuardian([left.student_id]);

    const files = await exportRoster(a);
    expect(Object.keys(files).sort()).toEqual([
      'academicSessions.csv',
      'classes.csv',
      'courses.csv',
      'enrollments.csv',
      'manifest.csv',
      'orgs.csv',
      'users.csv',
    ]);
    const manifest = Object.fromEntries(files['manifest.csv'].rows.map((r) => [r.propertyName, r.value]));
    expect(manifest).toMatchObject({
      'manifest.version': '1.0',
      'oneroster.version': '1.1',
      'file.users': 'bulk',
      'file.enrollments': 'bulk',
      'file.results': 'absent',
    });
    for (const [name, mode] of Object.entries(manifest))
      if (name.startsWith('file.') && mode === 'bulk') expect(files[`${name.slice(5)}.csv`], name).toBeDefined();

    // Each file's IDs once: the export holds every other suite's people too.
    const idSets = new Map(Object.entries(files).map(([name, f]) => [name, new Set(f.rows.map((r) => r.sourcedId))]));
    const ids = (name: string) => idSets.get(name)!;
    for (const [name, spec] of Object.entries(SPEC)) {
      const columns = spec.split(' ');
      expect(files[name].header, name).toEqual(columns.map((c) => c.replace('*', '')));
      for (const row of files[name].rows) {
        for (const c of columns.filter((col) => col.endsWith('*')))
          expect(row[c.slice(0, -1)], `${name} ${c} of ${row.sourcedId}`).not.toBe('');
        expect(row.status).toBe('');
        expect(row.dateLastModified).toBe('');
        if (name === 'users.csv')
          expect([
            'administrator',
            'aide',
            'guardian',
            'parent',
            'proctor',
            'relative',
            'student',
            'teacher',
          ]).toContain(row.role);
        if (name === 'enrollments.csv') expect(['administrator', 'proctor', 'student', 'teacher']).toContain(row.role);
        if (row.grades) expect(row.grades).toMatch(/^(0[1-9]|10)(,(0[1-9]|10))*$/);
        for (const [col, targets] of Object.entries(REFS[name])) {
          for (const ref of (row[col] ?? '').split(',').filter(Boolean)) {
            expect(
              targets.some((t) => ids(t).has(ref)),
              `${name} ${col} ${ref}`,
            ).toBe(true);
          }
        }
      }
      expect(new Set(files[name].rows.map((r) => r.sourcedId)).size, `${name} unique sourcedIds`).toBe(
        files[name].rows.length,
      );
    }

    const users = files['users.csv'].rows;
    expect(users.find((u) => u.username === student.student_id)).toMatchObject({
      role: 'student',
      givenName: 'Gita',
      familyName: 'Rani Sahoo',
      grades: '03',
      email: student.email,
    });
    expect(users.find((u) => u.username === single.student_id)).toMatchObject({
      givenName: 'Mononym',
      familyName: 'Mononym',
      grades: '10',
    });
    expect(users.find((u) => u.username === left.student_id)).toBeUndefined();
    const teacherRow = users.find((u) => u.username === teacher.teacher_id)!;
    expect(teacherRow.role).toBe('teacher');
    const studentRow = users.find((u) => u.username === student.student_id)!;
    const classOf = files['enrollments.csv'].rows.find((e) => e.userSourcedId === studentRow.sourcedId)!.classSourcedId;
    expect(
      files['enrollments.csv'].rows.some(
        (e) => e.userSourcedId === teacherRow.sourcedId && e.classSourcedId === classOf && e.role === 'teacher',
      ),
    ).toBe(true);

    // Guardians: parents and other guardians of students on the roll, linked both ways.
    const sid = (username: string) => users.find((u) => u.username === username)?.sourcedId;
    expect(users.find((u) => u.username === father.guardian_id)).toMatchObject({
      role: 'parent',
      givenName: 'Hari',
      familyName: 'Sahoo',
      email: father.email,
      phone: father.mobile,
      grades: '',
    });
    expect(users.find((u) => u.username === aunt.guardian_id)!.role).toBe('guardian');
    expect(users.find((u) => u.username === leftOnly.guardian_id)).toBeUndefined();
    expect(studentRow.agentSourcedIds.split(',')).toEqual([sid(father.guardian_id), sid(aunt.guardian_id)]);
    expect(users.find((u) => u.username === single.student_id)!.agentSourcedIds).toBe(sid(father.guardian_id));
    expect(
      users
        .find((u) => u.username === father.guardian_id)!
        .agentSourcedIds.split(',')
        .sort(),
    ).toEqual([studentRow.sourcedId, sid(single.student_id)].sort());
    expect(teacherRow.agentSourcedIds).toBe('');
    expect(files['enrollments.csv'].rows.some((e) => e.userSourcedId === sid(father.guardian_id))).toBe(false);

    const again = await exportRoster(a);
    expect(again['users.csv'].rows.find((u) => u.username === student.student_id)!.sourcedId).toBe(
      studentRow.sourcedId,
    );
    expect(again['users.csv'].rows.find((u) => u.username === father.guardian_id)).toEqual(
      users.find((u) => u.username === father.guardian_id),
    );
    expect(again['classes.csv'].rows.find((c) => c.sourcedId === classOf)).toEqual(
      files['classes.csv'].rows.find((c) => c.sourcedId === classOf),
    );
  });
});
