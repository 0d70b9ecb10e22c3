import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../../test/factories';
import { commaHeaderCsv, lastRowXlsx, lineBreaksCsv, paddedXlsx } from '../../../test/hostile-sheets';
import { liveServer, watchHealth } from '../../../test/live-server';
import { STUDENT_HEADERS, csvFile, studentCells, xlsxFile } from '../../../test/sheets';
import { testApp } from '../../../test/test-app';

// An import costs what a school's largest real file costs (10,000 rows): a file made to cost
// more is refused within a second, and the server answers everyone else meanwhile.
// Its 10,000-row imports go to a database of their own: other suites' lists would read them.
const ctx = testApp({}, { database: 'bulk' });
const live = liveServer(() => ctx.app);
let cookie = '';
beforeAll(async () => {
  cookie = await sessionCookie(ctx, 'admin');
  // The first upload of a process pays for loading the route's code: not what is measured here.
  await importRequest(csvFile([STUDENT_HEADERS, studentCells()]), 'students.csv')();
});

/** A dry-run import request, its multipart body built beforehand so that sending it costs this process nothing. */
function importRequest(file: Buffer, name: string) {
  const boundary = `----import${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\n1\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = {
    Cookie: cookie,
    Origin: live.url(),
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    'Content-Length': String(body.length),
  };
  return () =>
    new Promise<{ status: number; sentAt: number; body: { error?: string; inserted?: number; errors?: unknown[] } }>(
      (resolve, reject) => {
        let sentAt = 0;
        const req = http.request(
          { host: '127.0.0.1', port: live.port(), method: 'POST', path: '/api/admin/import/students', headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                sentAt,
                body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              }),
            );
          },
        );
        req.on('error', reject);
        // When the last byte has left: from here on the time is the server's, not the upload's.
        req.end(body, () => (sentAt = performance.now()));
      },
    );
}

/** Uploads a file for a dry run over real HTTP while `/api/health` is asked every 50 ms. */
async function watchedImport(file: Buffer, name: string) {
  const send = importRequest(file, name);
  const health = watchHealth(live.url());
  const started = performance.now();
  const res = await send();
  const answered = performance.now();
  const watched = await health.stop();
  const figures = {
    name,
    kb: Math.round(file.length / 1024),
    status: res.status,
    answerMs: Math.round(answered - started),
    afterUploadMs: Math.round(answered - res.sentAt),
    ...watched,
  };
  console.info(JSON.stringify(figures));
  return { ...figures, body: res.body };
}

const TOO_MANY_ROWS = /at most 10000 rows/;

describe('an import made to cost more than a school file', () => {
  const files: [string, () => Promise<Buffer> | Buffer, RegExp][] = [
    ['10 MB of line breaks as a CSV', () => lineBreaksCsv(10 * 1024 * 1024 - 4096), TOO_MANY_ROWS],
    ['a 6 KB workbook with one cell on row 1,048,576', lastRowXlsx, TOO_MANY_ROWS],
    ['a 400 KB workbook that unpacks to 400 MB', () => paddedXlsx(400), /unpacks to more than \d+ MB/],
    [
      'a workbook whose zip hides that it unpacks to 400 MB',
      () => paddedXlsx(400, 4096),
      /not a spreadsheet we can read|unpacks to more than/,
    ],
    ['a CSV whose header is 2 MB of commas', () => commaHeaderCsv(2 * 1024 * 1024), /at most 200 columns/],
  ];

  it.each(files)(
    'is refused within a second, with a clear message, the server answering meanwhile: %s',
    async (_, make, message) => {
      const file = await make();
      const name = file[0] === 0x50 ? 'students.xlsx' : 'students.csv';
      const result = await watchedImport(file, name);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.body.error).toMatch(message);
      expect(result.afterUploadMs).toBeLessThan(1000);
      expect(result.worstWaitMs).toBeLessThan(1000);
    },
    120_000,
  );
});

describe('a school’s largest file', () => {
  const rows = (n: number) => [
    STUDENT_HEADERS,
    ...Array.from({ length: n }, (_, i) => studentCells({ email: `cap.${i}.${Date.now()}@example.org` })),
  ];

  it('of 10,000 rows is still read whole as CSV, the server answering meanwhile', async () => {
    const result = await watchedImport(csvFile(rows(10_000)), 'students.csv');
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
    expect(result.body).toMatchObject({ inserted: 10_000, errors: [] });
    expect(result.worstWaitMs).toBeLessThan(1000);
  }, 120_000);

  // The workbook reader parses each sheet without pausing: its figures are printed, not bounded.
  it('of 10,000 rows is still read whole as XLSX', async () => {
    const result = await watchedImport(await xlsxFile(rows(10_000)), 'students.xlsx');
    expect(result.status, JSON.stringify(result.body).slice(0, 300)).toBe(200);
    expect(result.body).toMatchObject({ inserted: 10_000, errors: [] });
  }, 120_000);

  it('of one row more is refused with the row limit', async () => {
    const result = await watchedImport(csvFile(rows(10_001)), 'students.csv');
    expect(result.status).toBe(413);
    expect(result.body.error).toMatch(TOO_MANY_ROWS);
  }, 60_000);
});
