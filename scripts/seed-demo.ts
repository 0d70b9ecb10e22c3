import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrate } from '../server/src/db/migrate';
import { compose } from '../server/src/compose';
import { createPool } from '../server/src/db/pool';
import { DEMO_LOGINS, seedDemo } from '../server/src/demo/seed';

// `npm run seed:demo [-- --students N]`: fills an empty database (DATABASE_URL or the embedded one).
const arg = process.argv.indexOf('--students');
const students = arg > 0 ? Number(process.argv[arg + 1]) : 600;
if (!Number.isInteger(students) || students < 30 || students > 200_000) {
  console.error('--students takes a whole number from 30 to 200000');
  process.exit(1);
}

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db.url);
const pool = createPool(db.url, 10, config.db);
const { parts } = compose(config, pool);
try {
  console.log(`Seeding a school of ${students} students…`);
  const report = await seedDemo({
    students,
    passwords: parts.passwords,
    uploadDir: config.uploadDir,
    s3: config.s3,
    log: console.log,
  });
  console.log(`Done in ${report.seconds} s.\n\nDemo logins:`);
  for (const [role, login] of Object.entries(DEMO_LOGINS))
    console.log(`  ${role.padEnd(8)} ${login.id.padEnd(10)} ${login.password}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
  await db.stop();
}
