import { afterAll, describe, expect, it } from 'vitest';
import { queryOne } from '../../db/pool';
import { textIn } from '../../i18n/messages';
import { msg, ref } from '@contracts/i18n/packed-text';
import { signedIn } from '../../../test/factories';
import { asBuffer, filesUnder, sendMultipart, settledFiles, type UploadPart } from '../../../test/files-factories';
import { minimalPdf, tinyPng } from '../../../test/sample-files';
import { photoPng } from '../../demo/sample-files';
import { agent, testApp } from '../../../test/test-app';

// The school's one logo (issue 30). The database of the suites that write at random: this file
// changes the one school profile, and takes its logo away again at the end.
const ctx = testApp({}, { database: 'isolated' });

// The smallest file a JPEG reader (and file-type's sniffing) takes for one: SOI, a JFIF header, EOI.
const tinyJpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(9),
    Buffer.from([0xff, 0xd9]),
  ]);

const png = (): UploadPart => ({ filename: 'crest.png', content: tinyPng(8, [200, 30, 30]), contentType: 'image/png' });
const admin = async () => (await signedIn(ctx, 'admin')).agent;
const put = (a: ReturnType<typeof agent>, file: UploadPart) => sendMultipart(a.put('/api/admin/setup/logo'), {}, file);
const logoId = async () => (await queryOne<{ id: number | null }>('SELECT logo_file_id AS id FROM school_profile'))!.id;
const fetchLogo = (url: string) =>
  agent(ctx)
    .get(url)
    .buffer(true)
    .parse(asBuffer as never);

afterAll(async () => {
  await (await admin()).delete('/api/admin/setup/logo');
});

describe("the school's logo", () => {
  it('lets an admin upload a PNG, which anyone may then fetch, at the address /api/school names', async () => {
    const a = await admin();
    await a.delete('/api/admin/setup/logo');
    expect((await agent(ctx).get('/api/school').expect(200)).body.logo_url).toBeNull();

    const res = await put(a, png());
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      message: textIn('en', msg('logo.saved')),
      logo_url: `/api/school/logo?v=${await logoId()}`,
    });
    expect((await agent(ctx).get('/api/school').expect(200)).body.logo_url).toBe(res.body.logo_url);

    const served = await fetchLogo(res.body.logo_url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png().content)).toBe(0);
    // The versioned address never changes its bytes; the plain one is checked each time.
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await fetchLogo('/api/school/logo');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.etag).toBe(served.headers.etag);
    const again = await agent(ctx).get('/api/school/logo').set('If-None-Match', served.headers.etag);
    expect(again.status).toBe(304);
  });

  it('refuses the upload to anyone but an admin, and keeps the logo it had', async () => {
    await put(await admin(), png()).expect(200);
    const before = await logoId();
    expect((await put(agent(ctx), png())).status).toBe(401);
    for (const role of ['teacher', 'student', 'parent'] as const) {
      const other = (await signedIn(ctx, role)).agent;
      expect((await put(other, png())).status, role).toBe(403);
      expect((await other.delete('/api/admin/setup/logo')).status, role).toBe(403);
    }
    expect(await logoId()).toBe(before);
  });

  it('refuses a file that is not a PNG or JPEG by its content, whatever its name and type say, leaving nothing behind', async () => {
    const a = await admin();
    await put(a, png()).expect(200);
    const before = await logoId();
    const files = await settledFiles(ctx.config.uploadDir);
    const pdf = await put(a, { filename: 'logo.png', content: minimalPdf(), contentType: 'image/png' });
    expect(pdf.status).toBe(415);
    expect(pdf.body.error).toBe(textIn('en', msg('file.typeOnly', { types: 'PNG, JPG' })));
    const svg = await put(a, {
      filename: 'logo.png',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(svg.status).toBe(415);
    expect(svg.body.error).toBe(pdf.body.error);
    const none = await sendMultipart(a.put('/api/admin/setup/logo'), {});
    expect(none.status).toBe(400);
    expect(none.body.fields.file).toBe(textIn('en', msg('file.choose')));
    expect(await logoId()).toBe(before);
    expect(await settledFiles(ctx.config.uploadDir)).toEqual(files);
  });

  it('refuses a logo over 512 KB with 413, naming the limit', async () => {
    const a = await admin();
    const before = await logoId();
    const big = await put(a, { filename: 'big.png', content: photoPng(600 * 1024), contentType: 'image/png' });
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(textIn('en', msg('file.tooLarge', { max: '512 KB' })));
    expect(await logoId()).toBe(before);
  });

  it('replaces the logo: the new picture at a new address, the old file and its row gone', async () => {
    const a = await admin();
    const first = (await put(a, png()).expect(200)).body.logo_url as string;
    const firstId = await logoId();
    const second = await put(a, { filename: 'crest.jpg', content: tinyJpeg(), contentType: 'image/jpeg' });
    expect(second.status, second.text).toBe(200);
    expect(second.body.logo_url).not.toBe(first);
    expect(await queryOne('SELECT id FROM stored_files WHERE id = $1', [firstId])).toBeUndefined();
    expect(filesUnder(ctx.config.uploadDir).filter((f) => !f.startsWith('incoming-'))).toHaveLength(1);
    // An old address (a page printed before) gets the new logo, and is told not to keep it.
    const old = await fetchLogo(first);
    expect(old.headers['content-type']).toBe('image/jpeg');
    expect(old.headers['cache-control']).toBe('no-cache');
    expect(Buffer.compare(old.body as Buffer, tinyJpeg())).toBe(0);
  });

  it('removes the logo: none served, none named, the file gone; removing none is a 404', async () => {
    const a = await admin();
    await put(a, png()).expect(200);
    const removed = await a.delete('/api/admin/setup/logo');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: textIn('en', msg('logo.removed')), logo_url: null });
    expect((await agent(ctx).get('/api/school').expect(200)).body.logo_url).toBeNull();
    expect((await agent(ctx).get('/api/school/logo')).status).toBe(404);
    expect(await settledFiles(ctx.config.uploadDir)).toEqual([]);
    const none = await a.delete('/api/admin/setup/logo');
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(textIn('en', msg('record.notFound', { what: ref('record.logo') })));
  });
});
