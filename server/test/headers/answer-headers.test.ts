import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../databases';
import { buildApp } from '../../src/app';
import { freePort } from '../../src/db/embedded';
import { createPool } from '../../src/db/pool';
import { sessionCookie, signedIn } from '../factories';
import { sendMultipart, uploadIntoBrokenFolder } from '../files-factories';
import { minimalPdf } from '../sample-files';
import { agent, testApp } from '../test-app';

// Every kind of answer the server gives carries the same protective headers; API answers are
// never cached. Each answer below comes from the real app, none from a stubbed endpoint.
const dist = mkdtempSync(path.join(os.tmpdir(), 'school-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
const ctx = testApp({}, { clientDist: dist });

const PROTECTIVE = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

function expectProtected(res: Response, kind: string, opts: { api: boolean }) {
  for (const name of PROTECTIVE) expect(res.headers[name], `${kind}: ${name}`).toBeDefined();
  expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
  expect(res.headers['content-security-policy'], kind).toMatch(/frame-ancestors '(none|self)'/);
  expect(res.headers['content-security-policy'], kind).toContain("base-uri 'none'");
  expect(res.headers['x-powered-by'], kind).toBeUndefined();
  if (opts.api) expect(res.headers['cache-control'], kind).toBe('no-store');
}

describe('headers on every kind of answer', () => {
  it('API answers: 200, 400, 401, 403, 404 and 415', async () => {
    const admin = await signedIn(ctx, 'admin');
    const student = await signedIn(ctx, 'student');
    const answers: [string, Response, number][] = [
      ['API 200', await admin.agent.get('/api/dashboard'), 200],
      ['API 400', await admin.agent.post('/api/admin/Teachers').send({}), 400],
      ['API 401', await agent(ctx).get('/api/dashboard'), 401],
      ['API 403', await student.agent.get('/api/dashboard'), 403],
      ['API 404', await admin.agent.get('/api/no-such-endpoint'), 404],
      ['API 415', await admin.agent.post('/api/admin/Teachers').set('Content-Type', 'text/plain').send('x'), 415],
    ];
    for (const [kind, res, status] of answers) {
      expect(res.status, kind).toBe(status);
      expectProtected(res, kind, { api: true });
    }
  });

  it('the SPA, its assets and a missing asset', async () => {
    const page = await agent(ctx).get('/StudentDashboard');
    expect(page.status).toBe(200);
    expectProtected(page, 'SPA page', { api: false });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await agent(ctx).get('/assets/app-abc123.js');
    expectProtected(asset, 'asset', { api: false });
    const missing = await agent(ctx).get('/assets/nope.js');
    expect(missing.status).toBe(404);
    expectProtected(missing, 'missing asset', { api: false });
  });

  it('a file download, with its own sandboxing policy', async () => {
    const admin = await signedIn(ctx, 'admin');
    const up = await sendMultipart(
      admin.agent.post('/api/admin/notices'),
      { title: 'Headers' },
      { filename: 'n.pdf', content: minimalPdf() },
    );
    expect(up.status).toBe(201);
    const file = await admin.agent.get(`${up.body.file_url}?download=1`);
    expect(file.status).toBe(200);
    expectProtected(file, 'download', { api: true });
    expect(file.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
  });

  it('a 500 from a real handler: the upload folder is a file, not a folder', async () => {
    const res = await uploadIntoBrokenFolder();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: expect.stringMatching(/went wrong on our side/),
      request_id: res.headers['x-request-id'],
    });
    expectProtected(res, 'API 500', { api: true });
  });

  it('a 503 while the database is away', async () => {
    const away = new URL(testDatabaseUrl());
    away.port = String(await freePort());
    const pool = createPool(away.toString(), 1);
    try {
      const cookie = await sessionCookie(ctx, 'admin');
      const res = await supertest(buildApp(ctx.config, pool, ctx.parts, { clientDist: dist }))
        .get('/api/dashboard')
        .set('Cookie', cookie);
      expect(res.status).toBe(503);
      expectProtected(res, 'API 503', { api: true });
    } finally {
      await pool.end();
    }
  });
});
