import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { agent, testApp } from '../../test/test-app';

describe('compressed scripts of the built client', () => {
  // Under a dotted folder, as a clone under ~/.work/app is: only the names under the root may not start with a dot.
  const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'school-')), '.work', 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets', 'plain-1.js'), 'console.log(2)');
  writeFileSync(path.join(dist, 'secret.js.br'), 'not an asset');
  const spa = testApp({}, { clientDist: dist });

  it('sends the brotli copy to a browser that accepts it, as JavaScript, cached for a year', async () => {
    const res = await agent(spa).get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length / 4);
  });

  it('sends gzip to a gzip-only browser and the plain file to one that accepts neither', async () => {
    const gz = await agent(spa).get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(script);
    const plain = await agent(spa).get('/assets/app-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('falls back to the plain file when no compressed copy exists, and serves nothing outside the assets', async () => {
    const res = await agent(spa).get('/assets/plain-1.js').set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect([403, 404]).toContain((await agent(spa).get('/assets/..%2Fsecret.js').set('Accept-Encoding', 'br')).status);
    expect((await agent(spa).get('/assets/nope.js').set('Accept-Encoding', 'br')).status).toBe(404);
  });
});
