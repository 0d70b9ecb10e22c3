import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/factories';
import { filesUnder, settledFiles, sendMultipart } from '../../../test/files-factories';
import { minimalPdf, tinyPng } from '../../../test/sample-files';
import { agent, testApp } from '../../../test/test-app';

const ctx = testApp();

describe.each([
  { path: '/api/admin/notices', idName: 'notice_id', label: 'Notice' },
  { path: '/api/admin/timetable', idName: 'timetable_id', label: 'Timetable' },
])('$label board ($path)', ({ path, idName, label }) => {
  const post = async (title: string, file = { filename: 'file.pdf', content: minimalPdf() }) => {
    const admin = await signedIn(ctx, 'admin');
    return sendMultipart(admin.agent.post(path), { title }, file);
  };

  it('lets an admin upload with a trimmed title, and answers the record with its file_url', async () => {
    const res = await post('  Term 2 schedule  ', { filename: 'term2.png', content: tinyPng() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: `${label} uploaded successfully.`,
      title: 'Term 2 schedule',
      file_name: 'term2.png',
      file_type: 'image/png',
    });
    expect(res.body[idName]).toBe(res.body.id);
    expect(res.body.file_url).toMatch(new RegExp(`^/api/files/[a-z]+/${res.body.id}$`));
    expect(Date.parse(res.body.uploaded_at)).not.toBeNaN();
  });

  it("keeps an optional class and section, and answers null for both without them (the spec's call)", async () => {
    const admin = await signedIn(ctx, 'admin');
    const pdf = { filename: 'a.pdf', content: minimalPdf() };
    const forSection = await sendMultipart(admin.agent.post(path), { title: 'For 7B', class: '7', section: 'B' }, pdf);
    expect(forSection.status).toBe(201);
    expect(forSection.body).toMatchObject({ class: 7, section: 'B' });
    const forClass = await sendMultipart(
      admin.agent.post(path),
      { title: 'For class 7', class: '7', section: '' },
      pdf,
    );
    expect(forClass.body).toMatchObject({ class: 7, section: null });
    const plain = await post('For everyone');
    expect(plain.body).toMatchObject({ class: null, section: null });
    const listed = (await admin.agent.get(path).query({ q: 'For 7B' })).body[0];
    expect(listed).toMatchObject({ class: 7, section: 'B' });
    for (const [fields, field] of [
      [{ class: '11' }, 'class'],
      [{ section: 'D', class: '7' }, 'section'],
      [{ section: 'A' }, 'section'],
    ] as const) {
      const res = await sendMultipart(admin.agent.post(path), { title: 'Bad', ...fields }, pdf);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
  });

  it('lists newest first for every signed-in role, with the total in X-Total-Count', async () => {
    const first = await post('Older');
    const second = await post('Newer');
    for (const role of ['admin', 'teacher', 'student'] as const) {
      const user = await signedIn(ctx, role);
      const res = await user.agent.get(path);
      expect(res.status).toBe(200);
      const ids = res.body.map((r: { id: number }) => r.id);
      expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
      expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
    }
  });

  it('searches and pages', async () => {
    const tag = `tag${Date.now()}`;
    await post(`${tag} one`);
    await post(`${tag} two`);
    const admin = await signedIn(ctx, 'admin');
    const res = await admin.agent.get(path).query({ q: tag, page: 1, pageSize: 1, sort: 'title', order: 'asc' });
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.body.map((r: { title: string }) => r.title)).toEqual([`${tag} one`]);
    expect((await admin.agent.get(path).query({ sort: 'file_id' })).status).toBe(400);
  });

  it('answers 401 to anyone signed out, for reading and writing', async () => {
    expect((await agent(ctx).get(path)).status).toBe(401);
    const res = await sendMultipart(
      agent(ctx).post(path),
      { title: 'x' },
      { filename: 'a.pdf', content: minimalPdf() },
    );
    expect(res.status).toBe(401);
    expect((await agent(ctx).delete(`${path}/1`)).status).toBe(401);
  });

  it('lets students and teachers read but never post or delete (403), keeping no file', async () => {
    const existing = await post('Keep me');
    const before = await settledFiles(ctx.config.uploadDir);
    for (const role of ['student', 'teacher'] as const) {
      const user = await signedIn(ctx, role);
      const res = await sendMultipart(
        user.agent.post(path),
        { title: 'Hacked' },
        { filename: 'a.pdf', content: minimalPdf() },
      );
      expect(res.status).toBe(403);
      expect((await user.agent.delete(`${path}/${existing.body.id}`)).status).toBe(403);
      const file = await user.agent.get(existing.body.file_url);
      expect(file.status).toBe(200);
    }
    expect(filesUnder(ctx.config.uploadDir)).toEqual(before);
  });

  it('answers 400 naming the field when the title or the file is missing', async () => {
    const noTitle = await post('');
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.fields).toEqual({ title: 'Title is required.' });
    const admin = await signedIn(ctx, 'admin');
    const noFile = await sendMultipart(admin.agent.post(path), { title: 'No file' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.fields.file).toBe('Please choose a file to upload.');
    const long = await post('x'.repeat(201));
    expect(long.body.fields.title).toMatch(/at most 200/);
  });

  it('answers 415 to a JSON body', async () => {
    const admin = await signedIn(ctx, 'admin');
    expect((await admin.agent.post(path).send({ title: 'json' })).status).toBe(415);
  });

  it('deletes the record and its file, then answers 404 for it', async () => {
    const created = await post('Remove me');
    const admin = await signedIn(ctx, 'admin');
    const before = (await settledFiles(ctx.config.uploadDir)).length;
    const res = await admin.agent.delete(`${path}/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${label} deleted successfully.`);
    expect(filesUnder(ctx.config.uploadDir)).toHaveLength(before - 1);
    const list = await admin.agent.get(path);
    expect(list.body.some((r: { id: number }) => r.id === created.body.id)).toBe(false);
    expect((await admin.agent.delete(`${path}/${created.body.id}`)).status).toBe(404);
    expect((await admin.agent.delete(`${path}/not-a-number`)).status).toBe(400);
  });
});
