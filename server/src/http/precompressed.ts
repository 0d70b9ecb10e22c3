import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

/**
 * Sends the brotli or gzip copy the build wrote beside a script or stylesheet when the browser
 * accepts it (a phone on a slow line gets a third of the bytes); anything else falls through to
 * the plain file. Names come from the URL only after express.static's own checks would: no
 * dot-segments, inside `dir`.
 */
export function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    const type = TYPES[path.extname(req.path)];
    if (!type || req.path.includes('..') || req.path.includes('\0')) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    res.vary('Accept-Encoding');
    for (const [encoding, ext] of ENCODINGS) {
      if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
      const file = path.join(dir, `${req.path}${ext}`);
      if (!file.startsWith(dir + path.sep) || !existsSync(file)) continue;
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Type', type);
      // Relative to `root`: send refuses a path with a dot-folder anywhere in it, and a clone may
      // live under one (~/.work/app); under the root the name is checked as usual.
      res.sendFile(path.relative(dir, file), { root: dir, immutable: true, maxAge: '1y' });
      return;
    }
    next();
  };
}
