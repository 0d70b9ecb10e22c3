import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run build`: the client (vite, then the bundle budget) and the server (compiled to plain
// JavaScript in dist/server). `npm start` calls it with ifChanged: each part is rebuilt only when
// the hash of its sources differs from the one stored beside its last build.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = '.source-hash';
const NODE = process.execPath;

const PARTS = {
  client: {
    out: path.join(ROOT, 'client', 'dist'),
    sources: [
      'client/index.html',
      'client/src',
      'client/public',
      'contracts',
      'vite.config.ts',
      'scripts/check-bundle.ts',
      'scripts/prerender-sign-in.mjs',
      'scripts/compress-assets.mjs',
      'package-lock.json',
    ],
    steps: [
      [NODE, 'node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
      [NODE, '--import', 'tsx', 'scripts/check-bundle.ts'],
      [NODE, 'scripts/prerender-sign-in.mjs'],
      [NODE, 'scripts/compress-assets.mjs'],
    ],
  },
  server: {
    out: path.join(ROOT, 'dist', 'server'),
    sources: ['server/src', 'contracts', 'tsconfig.json', 'package-lock.json', 'scripts/build.mjs'],
    steps: [
      // One ES module with the @contracts alias resolved; packages stay in node_modules.
      [
        'node_modules/.bin/esbuild',
        'server/src/main.ts',
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--target=node20',
        '--packages=external',
        '--sourcemap',
        '--log-level=warning',
        '--outfile=dist/server/main.js',
      ],
    ],
  },
};

function filesOf(rel) {
  const full = path.join(ROOT, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** The hash of a part's sources: every file's name and bytes, in a fixed order. */
export function sourceHash(part) {
  const hash = createHash('sha256');
  for (const rel of PARTS[part].sources.flatMap(filesOf).sort()) {
    hash
      .update(rel)
      .update('\0')
      .update(readFileSync(path.join(ROOT, rel)))
      .update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (part) => path.join(PARTS[part].out, STAMP);

function buildPart(part, hash, quiet) {
  rmSync(stampOf(part), { force: true });
  for (const [command, ...args] of PARTS[part].steps) {
    // A production build whoever asks for it: under NODE_ENV=test (a test run) vite would bundle
    // React's development build, half again the size.
    // No tsx compile cache: the one script it runs is small, and a test run leaves nothing in /tmp.
    // Quiet (`npm start` without --verbose): the chunk sizes and budgets are kept back, and
    // shown only when the step fails, so the person starting the app reads what concerns them.
    const run = spawnSync(command, args, {
      cwd: ROOT,
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', TSX_DISABLE_CACHE: '1' },
    });
    if (run.status !== 0) {
      if (quiet) process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
      throw new Error(`The ${part} build failed (${path.basename(command)} ${args.join(' ')})`);
    }
  }
  mkdirSync(PARTS[part].out, { recursive: true });
  writeFileSync(stampOf(part), hash);
}

// One build at a time per clone (two test files, or two starts, may ask at once): a lock folder
// holding the builder's pid; a lock whose process is gone is taken over.
const LOCK = path.join(ROOT, 'node_modules', '.cache', 'school-build.lock');

function holderAlive() {
  const pidFile = path.join(LOCK, 'pid');
  // Just taken, its pid not written yet: alive for a few seconds.
  if (!existsSync(pidFile)) return !existsSync(LOCK) || Date.now() - statSync(LOCK).mtimeMs < 10_000;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

function withLock(fn) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  const until = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      if (!holderAlive()) rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > until)
        throw new Error(`Another build holds ${LOCK}; remove it if no build is running.`, { cause: err });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
    return fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/**
 * Builds what needs it; with ifChanged, a part whose sources match its last build is kept. With
 * quiet, only "Building the client…" is said, and a step's own output only when it fails.
 */
export function build({ ifChanged = false, quiet = false, log = console.log } = {}) {
  withLock(() => buildParts(ifChanged, quiet, log));
}

function buildParts(ifChanged, quiet, log) {
  for (const part of Object.keys(PARTS)) {
    const hash = sourceHash(part);
    const built = existsSync(stampOf(part)) ? readFileSync(stampOf(part), 'utf8') : '';
    if (ifChanged && built === hash) {
      if (!quiet) log(`The ${part} is unchanged since its last build.`);
      continue;
    }
    log(`Building the ${part}…`);
    buildPart(part, hash, quiet);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    build({ ifChanged: process.argv.includes('--if-changed') });
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
