import { describe, expect, it } from 'vitest';
import { msg } from '@contracts/i18n/packed-text';
import { textIn } from '../../i18n/messages';
import { signedIn, signedInTeacher } from '../../../test/factories';
import { signedInStudentOf } from '../../../test/assignments-factories';
import { filesUnder, settledFiles, sendMultipart, type UploadPart } from '../../../test/files-factories';
import { htmlPage, minimalPdf, tinyPng } from '../../../test/sample-files';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();
const dir = ctx.config.uploadDir;
const PATH = '/api/admin/assignments';

const fields = (over: Record<string, string> = {}) => ({
  title: 'Fractions worksheet',
  date: '2025-08-01',
  description: 'Do exercises 1 to 10.',
  class: '5',
  ...over,
});
const pdf = (text = 'Homework'): UploadPart => ({ filename: 'worksheet.pdf', content: minimalPdf(text) });

async function teacherAdds(over: Record<string, string> = {}, file: UploadPart | undefined = pdf()) {
  const teacher = await signedIn(ctx, 'teacher');
  const res = await sendMultipart(teacher.agent.post(PATH), fields(over), file);
  return { teacher, res };
}

describe('who may do what', () => {
  it('answers 401 when signed out and 403 to students on every staff endpoint', async () => {
    const student = await signedIn(ctx, 'student');
    for (const a of [agent(ctx), student.agent]) {
      const expected = a === student.agent ? 403 : 401;
      expect((await a.get(PATH)).status).toBe(expected);
      expect((await sendMultipart(a.post(PATH), fields(), pdf())).status).toBe(expected);
      expect((await sendMultipart(a.put(PATH), { ...fields(), assignment_id: '1' })).status).toBe(expected);
      expect((await a.delete(PATH).query({ assignment_id: 1 })).status).toBe(expected);
    }
    expect((await agent(ctx).get('/api/assignments')).status).toBe(401);
  });

  it('lets teachers and admins add assignments with a file', async () => {
    const { res } = await teacherAdds({ title: '  Spelling list  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Assignment added successfully.',
      title: 'Spelling list',
      date: '2025-08-01',
      class: 5,
      file_name: 'worksheet.pdf',
      file_type: 'application/pdf',
    });
    expect(res.body.assignment_id).toBe(res.body.id);
    expect(res.body.file_url).toBe(`/api/files/assignments/${res.body.id}`);
    expect(res.body.image_url).toBe(res.body.file_url);
    const admin = await signedIn(ctx, 'admin');
    expect((await sendMultipart(admin.agent.post(PATH), fields(), pdf())).status).toBe(201);
  });
});

describe('adding', () => {
  it('answers 400 naming every missing field, and for a missing file', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const res = await sendMultipart(teacher.agent.post(PATH), {}, pdf());
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['class', 'date', 'description', 'title']);
    const noFile = await sendMultipart(teacher.agent.post(PATH), fields());
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields.file).toBeDefined();
    const badClass = await sendMultipart(teacher.agent.post(PATH), fields({ class: '11' }), pdf());
    // A class is looked up in the school's setup (classes 1-10 on the default one).
    expect(badClass.status).toBe(400);
    expect(badClass.body.fields.class).toBe(textIn('en', msg('setup.noSuchClass', { class: '11' })));
  });

  it('refuses a web page dressed as a PDF with 415, keeping nothing', async () => {
    const before = await settledFiles(dir);
    const { res } = await teacherAdds({}, { filename: 'homework.pdf', content: htmlPage() });
    expect(res.status).toBe(415);
    expect(filesUnder(dir)).toEqual(before);
  });
});

describe('editing', () => {
  it('updates the text and keeps the file when none is sent', async () => {
    const { teacher, res: created } = await teacherAdds();
    const before = await settledFiles(dir);
    const res = await sendMultipart(teacher.agent.put(PATH), {
      ...fields({ title: 'Renamed', class: '6' }),
      assignment_id: String(created.body.id),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Assignment updated successfully.',
      title: 'Renamed',
      class: 6,
      file_name: 'worksheet.pdf',
    });
    expect(filesUnder(dir)).toEqual(before);
  });

  it('replaces the file with a new one and removes the old one from disk', async () => {
    const { teacher, res: created } = await teacherAdds();
    const before = await settledFiles(dir);
    const res = await sendMultipart(
      teacher.agent.put(PATH),
      { ...fields(), assignment_id: String(created.body.id) },
      { filename: 'diagram.png', content: tinyPng() },
    );
    expect(res.status).toBe(200);
    expect(res.body.file_name).toBe('diagram.png');
    const after = filesUnder(dir);
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
    const file = await teacher.agent.get(res.body.file_url);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('answers 404 for an unknown assignment, keeping no upload, and 400 without assignment_id', async () => {
    const teacher = await signedIn(ctx, 'teacher');
    const before = await settledFiles(dir);
    const res = await sendMultipart(teacher.agent.put(PATH), { ...fields(), assignment_id: '999999999' }, pdf());
    expect(res.status).toBe(404);
    expect(filesUnder(dir)).toEqual(before);
    const noId = await sendMultipart(teacher.agent.put(PATH), fields());
    expect(noId.status).toBe(400);
    expect(noId.body.fields.assignment_id).toBeDefined();
  });
});

describe('deleting', () => {
  it('removes the row and its file, then answers 404', async () => {
    const { teacher, res: created } = await teacherAdds();
    const before = await settledFiles(dir);
    const res = await teacher.agent.delete(PATH).query({ assignment_id: created.body.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Assignment deleted successfully.');
    expect(filesUnder(dir)).toHaveLength(before.length - 1);
    expect((await teacher.agent.delete(PATH).query({ assignment_id: created.body.id })).status).toBe(404);
    expect((await teacher.agent.delete(PATH)).status).toBe(400);
  });
});

describe('what students see', () => {
  it('lists only the assignments of the student’s own class, newest first, with file_url', async () => {
    const tag = `t${Date.now()}`;
    await teacherAdds({ title: `${tag} older`, class: '7', date: '2025-01-10' });
    await teacherAdds({ title: `${tag} newer`, class: '7', date: '2025-02-10' });
    await teacherAdds({ title: `${tag} other class`, class: '8', date: '2025-03-10' });
    const student = await signedInStudentOf(ctx, 7);
    const res = await student.agent.get('/api/assignments');
    expect(res.status).toBe(200);
    expect(res.body.assignments.every((a: { class: number }) => a.class === 7)).toBe(true);
    const mine = res.body.assignments.filter((a: { title: string }) => a.title.startsWith(tag));
    expect(mine.map((a: { title: string }) => a.title)).toEqual([`${tag} newer`, `${tag} older`]);
    expect(mine[0].file_url).toMatch(/^\/api\/files\/assignments\/\d+$/);
    const staff = await signedIn(ctx, 'teacher');
    const all = await staff.agent.get('/api/assignments').query({ q: tag });
    expect(all.body.assignments).toHaveLength(3);
  });

  it('lets a student open their class’s files and no other class’s (403)', async () => {
    const { res: mine } = await teacherAdds({ class: '9' });
    const { res: theirs } = await teacherAdds({ class: '3' });
    const student = await signedInStudentOf(ctx, 9);
    expect((await student.agent.get(mine.body.file_url)).status).toBe(200);
    const other = await student.agent.get(theirs.body.file_url);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('You can only open the assignments of your own class.');
  });

  it('filters the staff list by class', async () => {
    await teacherAdds({ class: '2' });
    const admin = await signedIn(ctx, 'admin');
    const res = await admin.agent.get(PATH).query({ class: 2 });
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((a: { class: number }) => a.class === 2)).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
  });
});

describe('a teacher sets assignments only for the classes they teach', () => {
  it('refuses another class with a sentence (add, move an assignment there, change or delete one of it); the admin may do anything', async () => {
    const teacher = await signedInTeacher(ctx, {
      subjects: [{ class: 4, section: 'B', subject: 'Math' }],
      class_teacher: { class: 3, section: 'A' },
    });
    const admin = await signedIn(ctx, 'admin');
    const fields = (cls: number) => ({
      title: 'Fractions',
      date: '2024-05-02',
      description: 'Page 12.',
      class: String(cls),
    });
    const file = { filename: 'hw.pdf', content: minimalPdf('hw') };

    for (const cls of [4, 3])
      expect((await sendMultipart(teacher.agent.post(PATH), fields(cls), file)).status).toBe(201);
    const refused = await sendMultipart(teacher.agent.post(PATH), fields(6), file);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('You teach Math in 4B, and are class teacher of 3A; class 6 is not one of yours.');

    const mine = (await sendMultipart(teacher.agent.post(PATH), fields(4), file)).body.assignment_id;
    const moved = await sendMultipart(teacher.agent.put(PATH), { ...fields(6), assignment_id: String(mine) });
    expect(moved.status).toBe(403);
    const theirs = (await sendMultipart(admin.agent.post(PATH), fields(6), file)).body.assignment_id;
    expect((await sendMultipart(teacher.agent.put(PATH), { ...fields(4), assignment_id: String(theirs) })).status).toBe(
      403,
    );
    expect((await teacher.agent.delete(PATH).query({ assignment_id: theirs })).status).toBe(403);
    expect(
      (await admin.agent.get(PATH).query({ class: 6 })).body.some(
        (a: { assignment_id: number }) => a.assignment_id === theirs,
      ),
    ).toBe(true);
    expect(
      (await admin.agent.get(PATH).query({ class: 4 })).body.find(
        (a: { assignment_id: number }) => a.assignment_id === mine,
      ).class,
    ).toBe(4);

    expect((await sendMultipart(teacher.agent.put(PATH), { ...fields(3), assignment_id: String(mine) })).status).toBe(
      200,
    );
    expect((await teacher.agent.delete(PATH).query({ assignment_id: mine })).status).toBe(200);
    expect((await sendMultipart(admin.agent.put(PATH), { ...fields(8), assignment_id: String(theirs) })).status).toBe(
      200,
    );
    expect((await admin.agent.delete(PATH).query({ assignment_id: theirs })).status).toBe(200);
  });
});
