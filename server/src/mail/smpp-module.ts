import { createRequire } from 'node:module';
import type * as Smpp from 'smpp';

// smpp is CommonJS whose exports Node's ESM loader cannot list (the built server failed to start
// on `import { encodings } from 'smpp'`): it is loaded through require, the same in tests and build.
export const smpp = createRequire(import.meta.url)('smpp') as typeof Smpp;
export type { PDU, Session } from 'smpp';
