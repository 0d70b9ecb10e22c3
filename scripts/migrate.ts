import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';

// `npm run migrate`: the same migrations start-up applies, against DATABASE_URL or the embedded database.
const config = loadConfig();
const db = await openDatabase(config);
try {
  const applied = await migrate(db.url);
  console.log(applied.length ? `Applied ${applied.length} migration(s).` : 'The database is up to date.');
} finally {
  await db.stop();
}
