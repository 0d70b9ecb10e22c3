import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@contracts/files';
import { query, queryOne } from '../db/pool';
import { makeUser, PASSWORD, signedIn } from '../../test/factories';
import {
  eventually,
  filesUnder,
  settledFiles,
  multipart,
  sendMultipart,
  type UploadPart,
} from '../../test/files-factories';
import { htmlPage, minimalDocx, minimalPdf, svgImage, tinyPng, zipOf } from '../../test/sample-files';
import { agent, testApp } from '../../test/test-app';
import { uploadApp } from '../../test/upload-app';
import { createFileStore, DOWNLOAD_CSP } from './file-store';

const ctx = testApp();
const dir = ctx.config.uploadDir;

const postNotice = async (file?: UploadPart, title = 'Sports day') => {
  const admin = await signedIn(ctx, 'admin');
  return sendMultipart(admin.agent.post('/api/admin/notices'), { title }, file);
};

const pdf = (filename = 'notice.pdf'): UploadPart => ({ filename, content: minimalPdf() });
const storedRows = async () => (await queryOne<{ n: number }>('SELECT count(*)::int AS n FROM stored_files'))!.n;

describe('type checked by content', () => {
  it('refuses an HTML page named .pdf and claimed as a PDF with 415, leaving nothing', async () => {
    const before = await settledFiles(dir);
    const res = await postNotice({ filename: 'notice.pdf', content: htmlPage(), contentType: 'application/pdf' });
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/This type of file is not accepted. Upload a PDF/);
    expect(filesUnder(dir)).toEqual(before);
  });

  it.each([
    ['an SVG image', 'logo.svg', svgImage(), 'image/svg+xml'],
    [
      'a Windows program',
      'setup.pdf',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
      'application/pdf',
    ],
    ['a shell script', 'run.png', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'image/png'],
    ['a plain zip archive', 'archive.docx', zipOf({ 'a.txt': 'hello' }), 'application/zip'],
  ])('refuses %s with 415', async (_what, filename, content, contentType) => {
    const res = await postNotice({ filename, content, contentType });
    expect(res.status).toBe(415);
  });

  it('accepts a PNG, a PDF and a Word document whatever type the browser claimed', async () => {
    for (const file of [
      { filename: 'timetable.png', content: tinyPng(), contentType: 'application/octet-stream' },
      { filename: 'notice.pdf', content: minimalPdf(), contentType: 'text/html' },
      { filename: 'homework.docx', content: minimalDocx(), contentType: 'application/octet-stream' },
    ]) {
      const res = await postNotice(file);
      expect(res.status).toBe(201);
    }
  });

  it('refuses an empty file with 400', async () => {
    const res = await postNotice({ filename: 'empty.pdf', content: Buffer.alloc(0) });
    expect(res.status).toBe(400);
    expect(res.body.fields.file).toMatch(/empty/);
  });
});

describe('limits', () => {
  it('answers 413 to an 11 MB file and leaves the upload folder exactly as it was', async () => {
    await postNotice(pdf());
    const before = await settledFiles(dir);
    const rowsBefore = await storedRows();
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(11 * 1024 * 1024 - minimalPdf().length, 0x20)]);
    const res = await postNotice({ filename: 'big.pdf', content: big });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/larger than 10 MB/);
    expect(filesUnder(dir)).toEqual(before);
    expect(await storedRows()).toBeLessThanOrEqual(rowsBefore + 0);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([minimalPdf(), Buffer.alloc(MAX_UPLOAD_BYTES - minimalPdf().length, 0x20)]);
    const res = await postNotice({ filename: 'exact.pdf', content: exact });
    expect(res.status).toBe(201);
  });

  it('answers 413 to two files in one request, keeping neither', async () => {
    const admin = await signedIn(ctx, 'admin');
    const before = await settledFiles(dir);
    const res = await admin.agent
      .post('/api/admin/notices')
      .field('title', 'Two files')
      .attach('file', minimalPdf(), 'one.pdf')
      .attach('file', minimalPdf(), 'two.pdf');
    expect(res.status).toBe(413);
    expect(filesUnder(dir)).toEqual(before);
  });

  it('answers 413 to a form with too many fields and 400 to a file in another field', async () => {
    const admin = await signedIn(ctx, 'admin');
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, 'x']));
    expect((await sendMultipart(admin.agent.post('/api/admin/notices'), many)).status).toBe(413);
    const other = await sendMultipart(
      admin.agent.post('/api/admin/notices'),
      { title: 'x' },
      { ...pdf(), name: 'document' },
    );
    expect(other.status).toBe(400);
    expect(other.body.error).toMatch(/field named "file"/);
  });

  it('removes the temporary file of an upload the client abandons half-way', async () => {
    const user = await makeUser('admin');
    const login = await supertest(ctx.app).post('/api/api/login').send({ roll_no: user.loginId, password: PASSWORD });
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    const server = ctx.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const before = await settledFiles(dir);
    try {
      const { body, contentType } = multipart({ title: 'Abandoned' }, pdf());
      const req = http.request({
        port: (server.address() as AddressInfo).port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/admin/notices',
        headers: { Cookie: cookie, 'Content-Type': contentType, 'Content-Length': String(body.length + 5_000_000) },
      });
      req.on('error', () => undefined);
      req.write(body.subarray(0, body.length - 20));
      req.write(Buffer.alloc(200_000, 0x20));
      await eventually(() => expect(filesUnder(dir).length).toBeGreaterThan(before.length));
      req.destroy();
      await eventually(() => expect(filesUnder(dir)).toEqual(before));
    } finally {
      server.close();
    }
  });
});

describe('names chosen by the server', () => {
  it.each([
    ['a traversal path', '../../../../tmp/evil.pdf', false],
    ['a traversal path sent encoded', '../../../../tmp/evil.pdf', true],
    ['an encoded traversal', '..%2f..%2f..%2fevil.pdf', false],
    ['a NUL byte', 'evil.pdf\u0000.html', true],
    ['a right-to-left override', 'invoice\u202Efdp.exe', true],
    ['300 characters', `${'x'.repeat(300)}.pdf`, false],
  ])(
    'keeps a file named with %s inside the upload root, under a generated name',
    async (_what, filename, encodedName) => {
      const parent = path.dirname(dir);
      const parentBefore = readdirSync(parent);
      const res = await postNotice({ filename, content: minimalPdf(), encodedName });
      expect(res.status).toBe(201);
      expect(readdirSync(parent)).toEqual(parentBefore);
      for (const f of await settledFiles(dir)) expect(f).toMatch(/^[0-9a-f]{32}$/);
      expect(res.body.file_name.length).toBeLessThanOrEqual(120);
      for (const bad of ['/', '\\', '\u0000', '\u202E']) expect(res.body.file_name).not.toContain(bad);
      expect(res.body.file_name).toMatch(/\.pdf$/);
    },
  );

  it('reads a UTF-8 file name as browsers send it', async () => {
    const res = await postNotice({ filename: 'समय सारणी – Class 5.pdf', content: minimalPdf() });
    expect(res.body.file_name).toBe('समय सारणी – Class 5.pdf');
  });

  it('refuses a raw NUL in the part header as a malformed form, leaving nothing', async () => {
    const before = await settledFiles(dir);
    const res = await postNotice({ filename: 'evil.pdf\u0000.html', content: minimalPdf() });
    expect(res.status).toBe(400);
    expect(filesUnder(dir)).toEqual(before);
  });
});

describe('the row and the file live and die together', () => {
  it('leaves no file when the insert fails', async () => {
    const admin = await signedIn(ctx, 'admin');
    // A rule only the database knows refuses this one title, after the file has been stored.
    const title = `Orphan ${randomUUID()}`;
    const rule = `refuse_${randomUUID().replace(/-/g, '')}`;
    await query(`ALTER TABLE notices ADD CONSTRAINT ${rule} CHECK (title <> '${title}') NOT VALID`);
    try {
      const before = await settledFiles(dir);
      const rowsBefore = await storedRows();
      const res = await sendMultipart(admin.agent.post('/api/admin/notices'), { title }, pdf());
      expect(res.status).toBe(400);
      expect(filesUnder(dir)).toEqual(before);
      expect(await storedRows()).toBe(rowsBefore);
    } finally {
      await query(`ALTER TABLE notices DROP CONSTRAINT ${rule}`);
    }
  });

  it('leaves no file when the text fields are invalid', async () => {
    const before = await settledFiles(dir);
    const res = await postNotice(pdf(), '   ');
    expect(res.status).toBe(400);
    expect(res.body.fields.title).toBe('Title is required.');
    await eventually(() => expect(filesUnder(dir)).toEqual(before));
  });

  it('removes the file with its row', async () => {
    const admin = await signedIn(ctx, 'admin');
    const created = await sendMultipart(admin.agent.post('/api/admin/notices'), { title: 'Short-lived' }, pdf());
    const before = await settledFiles(dir);
    const res = await admin.agent.delete(`/api/admin/notices/${created.body.id}`);
    expect(res.status).toBe(200);
    expect(filesUnder(dir)).toHaveLength(before.length - 1);
    expect((await admin.agent.get(created.body.file_url)).status).toBe(404);
  });
});

describe('a full disk', () => {
  // A real file stream that fails with ENOSPC part-way, as a full disk does.
  const fullAfter = (bytes: number) => (file: string) => {
    const real = createWriteStream(file, { flags: 'wx' });
    let written = 0;
    return new Writable({
      write(chunk: Buffer, _enc, cb) {
        if (written + chunk.length > bytes) {
          real.end(() =>
            cb(
              Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' }),
            ),
          );
          return;
        }
        written += chunk.length;
        real.write(chunk, cb);
      },
      final: (cb) => real.end(cb),
    });
  };

  it('answers 507 with a clear message and leaves no row and no partial file', async () => {
    const uploadDir = path.join(dir, '..', 'full-disk');
    rmSync(uploadDir, { recursive: true, force: true });
    const rowsBefore = await storedRows();
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(512 * 1024, 0x20)]);
    const store = createFileStore({ uploadDir }, { openWrite: fullAfter(64 * 1024) });
    const app = uploadApp(ctx, store, (req) =>
      store.transaction(async (tx) => ({ id: await tx.add(store.incoming(req)!, null) })),
    );
    const res = await sendMultipart(supertest(app).post('/upload'), {}, { filename: 'big.pdf', content: big });
    expect(res.status).toBe(507);
    expect(res.body.error).toMatch(/no room left/);
    expect(filesUnder(uploadDir)).toEqual([]);
    expect(await storedRows()).toBe(rowsBefore);
  });

  it('answers 507 when the database is the one out of space, and keeps no file', async () => {
    const uploadDir = path.join(dir, '..', 'db-full');
    const store = createFileStore({ uploadDir });
    const app = uploadApp(ctx, store, (req) =>
      store.transaction(async (tx) => {
        await tx.add(store.incoming(req)!, null);
        throw Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
      }, store.incoming(req)),
    );
    const rowsBefore = await storedRows();
    const res = await sendMultipart(supertest(app).post('/upload'), {}, pdf());
    expect(res.status).toBe(507);
    expect(filesUnder(uploadDir)).toEqual([]);
    expect(await storedRows()).toBe(rowsBefore);
  });
});

describe('the start-up sweep', () => {
  it('removes unfinished uploads and files without a row, and keeps the rest', async () => {
    const kept = await postNotice(pdf());
    expect(kept.status).toBe(201);
    mkdirSync(dir, { recursive: true });
    const known = await settledFiles(dir);
    writeFileSync(path.join(dir, 'incoming-0123456789abcdef0123456789abcdef'), 'half an upload');
    writeFileSync(path.join(dir, 'fedcba9876543210fedcba9876543210'), 'no row points here');
    writeFileSync(path.join(dir, 'README.txt'), 'not ours to remove');
    // Left before this start, as the sweep finds them at start-up: a file written in the sweep's
    // own millisecond may count as younger than it (it did once, in a full run on a busy machine).
    const earlier = new Date(Date.now() - 60_000);
    for (const name of ['incoming-0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210', 'README.txt'])
      utimesSync(path.join(dir, name), earlier, earlier);
    const result = await createFileStore({ uploadDir: dir }).sweep();
    expect(result.removed.sort()).toEqual([
      'fedcba9876543210fedcba9876543210',
      'incoming-0123456789abcdef0123456789abcdef',
    ]);
    expect(filesUnder(dir)).toEqual([...known, 'README.txt'].sort());
    rmSync(path.join(dir, 'README.txt'));
  });

  it('creates the upload folder when it does not exist', async () => {
    const fresh = path.join(dir, '..', 'fresh-uploads');
    rmSync(fresh, { recursive: true, force: true });
    await createFileStore({ uploadDir: fresh }).sweep();
    expect(readdirSync(fresh)).toEqual([]);
  });
});

describe('downloads', () => {
  it('serve a PDF inline with its stored type, an RFC 6266 name, nosniff and a locked-down CSP', async () => {
    const created = await postNotice({
      filename: 'Exam rules – 2025.pdf',
      content: minimalPdf(),
      contentType: 'text/html',
    });
    const student = await signedIn(ctx, 'student');
    const res = await student.agent.get(created.body.file_url).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Exam rules _ 2025.pdf"; filename*=UTF-8''Exam%20rules%20%E2%80%93%202025.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(DOWNLOAD_CSP);
    expect(DOWNLOAD_CSP).toMatch(/^sandbox; default-src 'none';.*frame-ancestors 'self'/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(res.body as Buffer, minimalPdf())).toBe(0);
  });

  it('serve images inline and office documents as attachments, and download on request', async () => {
    const png = await postNotice({ filename: 'map.png', content: tinyPng() });
    const admin = await signedIn(ctx, 'admin');
    const img = await admin.agent.get(png.body.file_url);
    expect(img.headers['content-security-policy']).toBe(DOWNLOAD_CSP);
    expect(img.headers['content-disposition']).toMatch(/^inline;/);
    const dl = await admin.agent.get(`${png.body.file_url}?download=1`);
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
    const docx = await postNotice({ filename: 'plan.docx', content: minimalDocx() });
    const doc = await admin.agent.get(docx.body.file_url);
    expect(doc.headers['content-disposition']).toMatch(/^attachment;/);
    expect(doc.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('are for signed-in users only, and 404 for unknown kinds, records and missing files', async () => {
    const created = await postNotice(pdf());
    expect((await agent(ctx).get(created.body.file_url)).status).toBe(401);
    const admin = await signedIn(ctx, 'admin');
    expect((await admin.agent.get('/api/files/secrets/1')).status).toBe(404);
    expect((await admin.agent.get('/api/files/notices/999999999')).status).toBe(404);
    expect((await admin.agent.get('/api/files/notices/abc')).status).toBe(400);
    const stored = await queryOne<{ stored_name: string }>(
      'SELECT f.stored_name FROM notices n JOIN stored_files f ON f.id = n.file_id WHERE n.id = $1',
      [created.body.id],
    );
    rmSync(path.join(dir, stored!.stored_name));
    const gone = await admin.agent.get(created.body.file_url);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('This file is no longer available.');
  });
});
