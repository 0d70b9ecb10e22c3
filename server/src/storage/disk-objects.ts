import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from './object-store';

/** Files in one local folder (the default, and the upload folder of a single machine). */
export function diskObjects(dir: string): ObjectStore {
  const pathOf = (name: string) => path.join(dir, name);
  return {
    where: dir,

    async put(name, from) {
      await mkdir(dir, { recursive: true });
      // A rename when on the same disk (uploads are received in this folder); a copy otherwise.
      await rename(from, pathOf(name)).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EXDEV') throw err;
        await copyFile(from, pathOf(name));
      });
    },

    async open(name) {
      const handle = await open(pathOf(name), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return undefined;
        throw err;
      });
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        // The stream owns the handle from here and closes it when done or destroyed.
        return { body: createReadStream('', { fd: handle }), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async remove(name) {
      await rm(pathOf(name), { force: true });
    },

    async list() {
      await mkdir(dir, { recursive: true });
      const names = await readdir(dir);
      const entries = await Promise.all(
        names.map(async (name) => {
          const s = await stat(pathOf(name)).catch(() => undefined);
          return s?.isFile() ? { name, modified: s.mtime } : undefined;
        }),
      );
      return entries.filter((e) => e !== undefined);
    },
  };
}
