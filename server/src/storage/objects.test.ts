import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query, queryOne } from '../db/pool';
import { sendMultipart } from '../../test/files-factories';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { minimalPdf, tinyPng } from '../../test/sample-files';
import { testApp } from '../../test/test-app';
import { uploadApp } from '../../test/upload-app';
import { createFileStore, DOWNLOAD_CSP, type StorageSettings } from './file-store';
import { objectStore } from './objects';
import type { StoredFile } from './stored-files.repo';

// Every test here runs twice: on a local folder and on a real S3-compatible server (s3rver on
// loopback), the two places the configuration may keep files.
const ctx = testApp();
const root = mkdtempSync(path.join(os.tmpdir(), 'school-objects-'));
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const storedRows = async () => (await queryOne<{ n: number }>('SELECT count(*)::int AS n FROM stored_files'))!.n;
const tempsIn = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('incoming-'));

let n = 0;
const BACKENDS: [string, () => StorageSettings][] = [
  ['a local folder', () => ({ uploadDir: path.join(root, `disk-${++n}`) })],
  // A bucket of its own per test, so listings see only that test's objects.
  [
    'an S3 bucket',
    () => ({ uploadDir: path.join(root, `staging-${++n}`), s3: { ...s3.settings, bucket: `files-${n}` } }),
  ],
];

async function withBucket(settings: StorageSettings): Promise<StorageSettings> {
  if (settings.s3) {
    const { CreateBucketCommand, S3Client } = await import('@aws-sdk/client-s3');
    const c = new S3Client({
      region: 'us-east-1',
      endpoint: settings.s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await c.send(new CreateBucketCommand({ Bucket: settings.s3.bucket }));
    c.destroy();
  }
  mkdirSync(settings.uploadDir, { recursive: true });
  return settings;
}

describe.each(BACKENDS)('files kept in %s', (_where, make) => {
  it('stores, lists, streams and removes an object; a missing one is undefined, removing it twice is fine', async () => {
    const settings = await withBucket(make());
    const objects = objectStore(settings);
    const local = path.join(settings.uploadDir, 'incoming-x');
    writeFileSync(local, minimalPdf('contract'));
    await objects.put('0123456789abcdef0123456789abcdef', local, 'application/pdf', minimalPdf('contract').length);
    expect((await objects.list()).map((o) => o.name)).toEqual(['0123456789abcdef0123456789abcdef']);
    const opened = (await objects.open('0123456789abcdef0123456789abcdef'))!;
    expect(opened.size).toBe(minimalPdf('contract').length);
    const chunks: Buffer[] = [];
    for await (const c of opened.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(minimalPdf('contract'))).toBe(true);
    expect(await objects.open('ffffffffffffffffffffffffffffffff')).toBeUndefined();
    await objects.remove('0123456789abcdef0123456789abcdef');
    await objects.remove('0123456789abcdef0123456789abcdef');
    expect(await objects.list()).toEqual([]);
  });

  it('keeps the row and the object together, or neither when the transaction fails after storing', async () => {
    const settings = await withBucket(make());
    const store = createFileStore(settings);
    const objects = objectStore(settings);
    const ok = uploadApp(ctx, store, (req) =>
      store.transaction(async (tx) => ({ id: await tx.add(store.incoming(req)!, null) }), store.incoming(req)),
    );
    const rowsBefore = await storedRows();
    const res = await sendMultipart(supertest(ok).post('/upload'), {}, { filename: 'map.png', content: tinyPng() });
    expect(res.status).toBe(200);
    const row = await queryOne<{ stored_name: string }>('SELECT stored_name FROM stored_files WHERE id = $1', [
      res.body.id,
    ]);
    expect((await objects.list()).map((o) => o.name)).toEqual([row!.stored_name]);

    // The object is stored just before COMMIT; a refusal at COMMIT itself (a deferred check,
    // as a serialization failure would be) must take the stored object away again.
    const rule = `refuse_at_commit_${++n}`;
    await query(
      `CREATE FUNCTION ${rule}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused at commit' USING ERRCODE = '23514'; END $$`,
    );
    await query(
      `CREATE CONSTRAINT TRIGGER ${rule} AFTER INSERT ON stored_files DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.original_name = '${rule}.png') EXECUTE FUNCTION ${rule}()`,
    );
    const failing = uploadApp(ctx, store, (req) =>
      store.transaction(async (tx) => ({ id: await tx.add(store.incoming(req)!, null) }), store.incoming(req)),
    );
    let bad;
    try {
      bad = await sendMultipart(
        supertest(failing).post('/upload'),
        {},
        { filename: `${rule}.png`, content: tinyPng() },
      );
    } finally {
      await query(`DROP TRIGGER ${rule} ON stored_files`);
      await query(`DROP FUNCTION ${rule}()`);
    }
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(await storedRows()).toBe(rowsBefore + 1);
    expect((await objects.list()).map((o) => o.name)).toEqual([row!.stored_name]);
    expect(tempsIn(settings.uploadDir)).toEqual([]);
  });

  it('streams a download with its type, an RFC 6266 name, nosniff and the sandbox CSP; 404 once the object is gone', async () => {
    const settings = await withBucket(make());
    const store = createFileStore(settings);
    const app = uploadApp(
      ctx,
      store,
      (req) => store.transaction(async (tx) => ({ id: await tx.add(store.incoming(req)!, null) }), store.incoming(req)),
      async (req, res) => {
        const file = await queryOne<StoredFile>(
          'SELECT id, stored_name, original_name, mime_type, size_bytes FROM stored_files WHERE id = $1',
          [Number(req.params.id)],
        );
        await store.send(res, file!, req.query.download === '1');
      },
    );
    const up = await sendMultipart(
      supertest(app).post('/upload'),
      {},
      { filename: 'Exam rules – 2025.pdf', content: minimalPdf('rules'), contentType: 'text/html' },
    );
    const res = await supertest(app).get(`/download/${up.body.id}`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(minimalPdf('rules').length));
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="Exam rules _ 2025.pdf"; filename*=UTF-8''Exam%20rules%20%E2%80%93%202025.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(DOWNLOAD_CSP);
    expect(Buffer.compare(res.body as Buffer, minimalPdf('rules'))).toBe(0);
    expect((await supertest(app).get(`/download/${up.body.id}?download=1`)).headers['content-disposition']).toMatch(
      /^attachment;/,
    );

    const row = await queryOne<{ stored_name: string }>('SELECT stored_name FROM stored_files WHERE id = $1', [
      up.body.id,
    ]);
    await objectStore(settings).remove(row!.stored_name);
    const gone = await supertest(app).get(`/download/${up.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe('This file is no longer available.');
  });

  it('sweeps objects without a row and unfinished uploads, but not names it did not give nor files younger than the grace', async () => {
    const settings = await withBucket(make());
    const objects = objectStore(settings);
    const store = createFileStore(settings);
    const scratch = (name: string) => {
      const f = path.join(root, `scratch-${++n}`);
      writeFileSync(f, name);
      return objects.put(name, f, 'application/octet-stream', name.length);
    };
    await scratch('fedcba9876543210fedcba9876543210');
    await scratch('README.txt');
    const staleTemp = path.join(settings.uploadDir, 'incoming-0123456789abcdef0123456789abcdef');
    writeFileSync(staleTemp, 'half an upload');
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(staleTemp, old, old);

    // Everything here is seconds old: a ten-minute grace keeps it (another process may be mid-upload).
    expect((await store.sweep(600_000)).removed).toEqual(['incoming-0123456789abcdef0123456789abcdef']);
    expect((await objects.list()).map((o) => o.name).sort()).toEqual([
      'README.txt',
      'fedcba9876543210fedcba9876543210',
    ]);
    // Without one (a lone process starting), the orphan goes and the stranger stays.
    expect((await store.sweep(0)).removed).toEqual(['fedcba9876543210fedcba9876543210']);
    expect((await objects.list()).map((o) => o.name)).toEqual(['README.txt']);
  });
});

describe('an S3 store in trouble', () => {
  // A real HTTP server on loopback answering every request as the given store would.
  async function storeAnswering(status: number, code: string): Promise<{ endpoint: string; close(): Promise<void> }> {
    const server = http.createServer((req, res) => {
      req.resume();
      res
        .writeHead(status, { 'Content-Type': 'application/xml' })
        .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise((r) => server.close(() => r())),
    };
  }

  it.each([
    ['full (MinIO XMinioStorageFull)', 507, 'XMinioStorageFull', 507, /no room left/],
    ['overloaded (SlowDown)', 503, 'SlowDown', 503, /file store is not answering/],
  ])(
    'answers an upload to a store that is %s with a clear %s and keeps no row and no temporary file',
    async (_what, status, code, expected, message) => {
      const fake = await storeAnswering(status, code);
      try {
        const settings: StorageSettings = {
          uploadDir: path.join(root, `trouble-${++n}`),
          s3: { ...s3.settings, endpoint: fake.endpoint },
        };
        const store = createFileStore(settings);
        const app = uploadApp(ctx, store, (req) =>
          store.transaction(async (tx) => ({ id: await tx.add(store.incoming(req)!, null) }), store.incoming(req)),
        );
        const rowsBefore = await storedRows();
        const res = await sendMultipart(
          supertest(app).post('/upload'),
          {},
          { filename: 'notice.pdf', content: minimalPdf() },
        );
        expect(res.status).toBe(expected);
        expect(res.body.error).toMatch(message);
        expect(await storedRows()).toBe(rowsBefore);
        expect(tempsIn(settings.uploadDir)).toEqual([]);
      } finally {
        await fake.close();
      }
    },
  );

  it('answers 503 when the store cannot be reached at all', async () => {
    const gone = await startS3Server();
    await gone.stop();
    // Port 1, where nothing listens: the stopped server's own port may be taken by another
    // suite's server by the time the upload is sent, which answers as no S3 store would.
    const s3 = { ...gone.settings, endpoint: 'http://127.0.0.1:1' };
    const settings: StorageSettings = { uploadDir: path.join(root, `unreachable-${++n}`), s3 };
    const store = createFileStore(settings);
    const app = uploadApp(ctx, store, (req) =>
      store.transaction(async (tx) => ({ id: await tx.add(store.incoming(req)!, null) }), store.incoming(req)),
    );
    const rowsBefore = await storedRows();
    const res = await sendMultipart(
      supertest(app).post('/upload'),
      {},
      { filename: 'notice.pdf', content: minimalPdf() },
    );
    expect(res.status).toBe(503);
    expect(await storedRows()).toBe(rowsBefore);
    expect(tempsIn(settings.uploadDir)).toEqual([]);
  });
});
