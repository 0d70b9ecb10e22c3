import pg from 'pg';
import { startEmbeddedPostgres } from '../server/src/db/embedded';
const db = await startEmbeddedPostgres({ dir: process.argv[2], database: 'school', persistent: true });
const c = new pg.Client(db.url);
await c.connect();
for (const q of process.argv.slice(3)) {
  const r = await c.query(q);
  console.log(q.slice(0, 120), '=>\n', r.rows.map((x) => Object.values(x).join(' ')).join('\n'));
}
await c.end();
await db.stop();
