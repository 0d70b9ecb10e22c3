import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compose } from '../../src/compose';
import { loadConfig } from '../../src/config';
import { closeSessionChanges } from '../../src/db/session-changes';
import { closePool, createPool } from '../../src/db/pool';
import { listen } from '../../src/http/listen';
import { TEST_ENV } from '../test-env';

// One server process of the app on DATABASE_URL, built as main.ts serves it, with the tests'
// settings (so the test process's cookies open it). Prints "listening <port>" once it serves.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'school-process-'));
// The app's own lines (the session listener's among them) stay on standard output; a line per request does not.
const config = loadConfig({
  ...TEST_ENV,
  DATA_DIR: dataDir,
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  REQUEST_LOG: 'off',
});
const pool = createPool(process.env.DATABASE_URL!, 5, config.db);
const server = await listen(compose(config, pool).app(), 0, '127.0.0.1');
const where = server.address();
console.log(`listening ${typeof where === 'object' && where ? where.port : ''}`);

process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(
    () =>
      void closeSessionChanges(pool)
        .then(() => closePool(pool))
        .then(() => process.exit(0)),
  );
});
