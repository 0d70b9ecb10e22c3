import type { Response } from 'express';
import { LOGO_UPLOAD } from '@contracts/files';
import { SCHOOL_LOGO_PATH } from '@contracts/school';
import { notFound } from '../../core/errors';
import { createFileStore, type IncomingFile, type StorageSettings } from '../../storage/file-store';
import { profileRepo } from '../setup/profile.repo';

/** The logo's address: it names the file, so a new logo is a new address and an old one may be kept long. */
export const logoUrl = (fileId: number | null): string | null => (fileId ? `${SCHOOL_LOGO_PATH}?v=${fileId}` : null);

// A kept copy is checked again every time (no-cache) unless it was asked for by the current
// version's address, which never changes its bytes (file ids are not reused).
const FOREVER = 'public, max-age=31536000, immutable';

/** The school's logo (issue 30): one PNG or JPEG of at most 512 KB, kept as a stored file. */
export function schoolLogo(settings: StorageSettings) {
  const store = createFileStore(settings);
  return {
    /** `before` of the upload route: PNG or JPEG by content, LOGO_UPLOAD's size, nothing left behind. */
    receive: () => store.receive(LOGO_UPLOAD),
    incoming: store.incoming,

    /** Keeps the new logo and removes the old one's file and row, all or nothing. */
    async replace(file: IncomingFile, uploadedBy: number): Promise<string> {
      return store.transaction(async (tx) => {
        const id = await tx.add(file, uploadedBy);
        const old = await profileRepo.setLogo(id);
        if (old !== null) await tx.drop(old);
        return logoUrl(id)!;
      }, file);
    },

    /** Takes the logo away; 404 when there is none. */
    async remove(): Promise<void> {
      await store.transaction(async (tx) => {
        const old = await profileRepo.setLogo(null);
        if (old === null) throw notFound('record.logo');
        await tx.drop(old);
      });
    },

    /** Sends the current logo to anyone, with an ETag so a kept copy is answered 304. */
    async serve(res: Response, ifNoneMatch: string | undefined, version: string | undefined): Promise<void> {
      const file = await profileRepo.logo();
      if (!file) throw notFound('record.logo');
      const etag = `"logo-${file.id}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', version === String(file.id) ? FOREVER : 'no-cache');
      if (ifNoneMatch?.split(/\s*,\s*/).includes(etag)) {
        res.status(304).end();
        return;
      }
      await store.send(res, file, false);
    },
  };
}
