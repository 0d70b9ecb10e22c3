import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The project folder: the nearest one above this module holding package.json. The same answer
// from the sources (server/src/lib) and from the compiled bundle (dist/server).
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
