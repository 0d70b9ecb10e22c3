import { expect } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response, Test } from 'supertest';
import { signedIn } from './factories';
import { minimalPdf } from './sample-files';
import { testApp } from './test-app';

export interface UploadPart {
  name?: string;
  filename: string;
  content: Buffer;
  contentType?: string;
  /** Send the name as RFC 2231 `filename*=UTF-8''...` (how a NUL can arrive at all). */
  encodedName?: boolean;
}

/**
 * A multipart body written byte by byte, so tests control exactly what the server receives
 * (file names with NUL or right-to-left marks, a claimed type that lies).
 */
export function multipart(fields: Record<string, string>, file?: UploadPart): { body: Buffer; contentType: string } {
  const boundary = `----school-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'),
    );
  }
  if (file) {
    const name = file.encodedName
      ? `filename*=UTF-8''${encodeURIComponent(file.filename)}`
      : `filename="${file.filename}"`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; ${name}\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`;
    parts.push(Buffer.from(head, 'utf8'), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a hand-made multipart body on a supertest request. */
export function sendMultipart(req: Test, fields: Record<string, string>, file?: UploadPart): Test {
  const { body, contentType } = multipart(fields, file);
  return req.set('Content-Type', contentType).send(body);
}

/** Every file below dir, as paths relative to it (an absent dir has none). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Waits until check passes (clean-ups that run as the response closes). */
export async function eventually(check: () => void, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

/**
 * The upload folder once the clean-ups of earlier answers have run (a refused request's
 * temporary file is removed as its response closes, a moment after the client has it).
 */
export async function settledFiles(dir: string): Promise<string[]> {
  await eventually(() => expect(filesUnder(dir).filter((f) => f.startsWith('incoming-'))).toEqual([]));
  return filesUnder(dir);
}

/**
 * A 500 from a real handler, as a broken deployment gives one: the upload folder is a file, so a
 * notice upload cannot create its folder.
 */
export async function uploadIntoBrokenFolder(): Promise<Response> {
  const notAFolder = path.join(mkdtempSync(path.join(os.tmpdir(), 'school-broken-')), 'uploads');
  writeFileSync(notAFolder, 'not a folder');
  const broken = testApp({ UPLOAD_DIR: notAFolder });
  const admin = await signedIn(broken, 'admin');
  return sendMultipart(
    admin.agent.post('/api/admin/notices'),
    { title: 'Broken' },
    { filename: 'n.pdf', content: minimalPdf() },
  );
}

/** A supertest parser keeping a binary answer (a zip) as one Buffer in res.body. */
export function asBuffer(res: NodeJS.ReadableStream, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
