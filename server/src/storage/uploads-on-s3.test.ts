import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOne } from '../db/pool';
import { signedIn } from '../../test/factories';
import { filesUnder, sendMultipart } from '../../test/files-factories';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { htmlPage, minimalPdf, tinyPng } from '../../test/sample-files';
import { type TestContext, testApp } from '../../test/test-app';

// The real upload routes (notices, timetables, assignments) with S3_* set: files go to the
// bucket of a real S3-compatible server, never to the upload folder, and come back byte for byte.
const ctx = {} as TestContext;
let s3: S3TestServer;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3Server('school-uploads');
  Object.assign(ctx, testApp(s3.env));
  client = new S3Client({
    region: 'us-east-1',
    endpoint: s3.settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
});

const bucketNames = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: 'school-uploads' }))).Contents ?? [])
    .map((o) => o.Key!)
    .sort();
const storedNameOf = async (table: string, id: number) =>
  (await queryOne<{ stored_name: string }>(
    `SELECT f.stored_name FROM ${table} t JOIN stored_files f ON f.id = t.file_id WHERE t.id = $1`,
    [id],
  ))!.stored_name;

describe('uploads kept in S3', () => {
  it('keeps notices, timetables and assignments in the bucket, serves them back, and removes them with their rows', async () => {
    expect(ctx.config.s3?.bucket).toBe('school-uploads');
    const admin = await signedIn(ctx, 'admin');
    const teacher = await signedIn(ctx, 'teacher');
    const student = await signedIn(ctx, 'student');
    const uploads: {
      who: typeof admin;
      url: string;
      table: string;
      fields: Record<string, string>;
      file: { filename: string; content: Buffer };
    }[] = [
      {
        who: admin,
        url: '/api/admin/notices',
        table: 'notices',
        fields: { title: 'Sports day' },
        file: { filename: 'sports.pdf', content: minimalPdf('sports') },
      },
      {
        who: admin,
        url: '/api/admin/timetable',
        table: 'timetables',
        fields: { title: 'Class 5 timetable' },
        file: { filename: 'tt.png', content: tinyPng() },
      },
      {
        who: teacher,
        url: '/api/admin/assignments',
        table: 'assignments',
        fields: { title: 'Fractions', date: '2025-08-01', description: 'Exercises 1 to 10.', class: '5' },
        file: { filename: 'w.pdf', content: minimalPdf('fractions') },
      },
    ];
    const created: { id: number; table: string; url: string; file_url: string; who: typeof admin }[] = [];
    for (const u of uploads) {
      const res = await sendMultipart(u.who.agent.post(u.url), u.fields, u.file);
      expect(res.status).toBe(201);
      created.push({ id: res.body.id, table: u.table, url: u.url, file_url: res.body.file_url, who: u.who });
      expect(await bucketNames()).toContain(await storedNameOf(u.table, res.body.id));
      // Notices and timetables are for everyone; an assignment for its class and its staff.
      const got = await (u.table === 'assignments' ? u.who : student).agent.get(res.body.file_url).buffer(true);
      expect(got.status).toBe(200);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(got.body as Buffer, u.file.content)).toBe(0);
    }
    // Nothing but unfinished uploads would ever sit in the local folder, and none is left.
    expect(filesUnder(ctx.config.uploadDir)).toEqual([]);

    const names = await Promise.all(created.map((c) => storedNameOf(c.table, c.id)));
    await created[0].who.agent.delete(`/api/admin/notices/${created[0].id}`).expect(200);
    await created[1].who.agent.delete(`/api/admin/timetable/${created[1].id}`).expect(200);
    await created[2].who.agent.delete('/api/admin/assignments').query({ assignment_id: created[2].id }).expect(200);
    const left = await bucketNames();
    for (const name of names) expect(left).not.toContain(name);
  });

  it('refuses a web page dressed as a PDF with 415 before anything reaches the bucket', async () => {
    const before = await bucketNames();
    const admin = await signedIn(ctx, 'admin');
    const res = await sendMultipart(
      admin.agent.post('/api/admin/notices'),
      { title: 'Fake' },
      { filename: 'n.pdf', content: htmlPage(), contentType: 'application/pdf' },
    );
    expect(res.status).toBe(415);
    expect(await bucketNames()).toEqual(before);
  });
});
