import { Readable } from 'node:stream';
import type { Response } from 'express';
import yazl from 'yazl';
import { placeLabel } from '@contracts/place-label';
import { contentDisposition } from '../../storage/file-names';
import type { FileStore } from '../../storage/file-store';
import { log } from '../../lib/log';
import type { submissionsRepo } from './submissions.repo';

type HandedInRow = Awaited<ReturnType<typeof submissionsRepo.handedIn>>[number];

// Names come from people: no path separators, control characters or characters Windows refuses.
const UNSAFE = /[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu;
const safe = (s: string) => s.replace(UNSAFE, '_').trim().slice(0, 80) || '_';

/**
 * One folder per pupil, "6A Asha Rao S00012" ("LKG D Asha Rao S00012"), so a teacher's file
 * manager lists them by section and name.
 */
export const folderOf = (r: Pick<HandedInRow, 'section' | 'name' | 'student_id'>, cls: number | string) =>
  `${safe(placeLabel({ class: cls, section: r.section }))} ${safe(r.name)} ${r.student_id}`;

/**
 * Streams the class's work as one zip: each pupil's file and their written answer (answer.txt)
 * in their folder. Files are opened one at a time as the zip reaches them, so a class of 40
 * photos holds one open file (or one S3 request) at a time, not 40.
 */
export function sendArchive(
  res: Response,
  store: FileStore,
  a: { title: string; class: number | string },
  rows: HandedInRow[],
): void {
  const zip = new yazl.ZipFile();
  for (const r of rows) {
    const folder = folderOf(r, a.class);
    if (r.body) zip.addBuffer(Buffer.from(r.body, 'utf8'), `${folder}/answer.txt`);
    if (r.has_file) {
      zip.addReadStreamLazy(`${folder}/${safe(r.original_name)}`, (cb) => {
        store.read(r).then(
          (body) => {
            if (body) return cb(null, body);
            log.error('stored file missing from a submissions archive', { stored_name: r.stored_name });
            cb(null, Readable.from([Buffer.from('This file is missing from the store.\n')]));
          },
          (err: unknown) => cb(err as Error, undefined as never),
        );
      });
    }
  }
  zip.end();
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', contentDisposition('attachment', `${safe(a.title)} - class ${a.class}.zip`));
  zip.outputStream.pipe(res);
}
