import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../factories';
import { sendMultipart } from '../files-factories';
import { minimalPdf } from '../sample-files';
import { agent, testApp } from '../test-app';

// A clone under a folder whose name starts with a dot (~/.work/app): send's dotfile rule refused
// every absolute path through it, and every page answered 500.
const clone = path.join(mkdtempSync(path.join(os.tmpdir(), 'school-dotted-')), '.work', 'app');
const dist = path.join(clone, 'client', 'dist');
mkdirSync(path.join(dist, 'assets'), { recursive: true });
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
const ctx = testApp({ UPLOAD_DIR: path.join(clone, 'uploads') }, { clientDist: dist });

describe('an app whose folder path has a dot-segment', () => {
  it('serves the client pages and assets', async () => {
    for (const p of ['/', '/Signin', '/Signup', '/Studentm']) {
      const res = await agent(ctx).get(p);
      expect(res.status, p).toBe(200);
      expect(res.text).toContain('id="root"');
    }
    expect((await agent(ctx).get('/assets/app-abc123.js')).status).toBe(200);
  });

  it('stores and serves uploaded files', async () => {
    const admin = await signedIn(ctx, 'admin');
    const created = await sendMultipart(
      admin.agent.post('/api/admin/notices'),
      { title: 'Dotted' },
      { filename: 'a.pdf', content: minimalPdf() },
    );
    expect(created.status).toBe(201);
    const file = await admin.agent.get(created.body.file_url);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, minimalPdf())).toBe(0);
  });
});
