import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopPostmaster } from '../server/src/db/embedded';
import { loadAverages } from './harness';

// Issue 37: batch work completes on a machine whose cores are all taken by another process. The
// two jobs the issue names run as an administrator runs them, each its own process, into one
// throwaway DATA_DIR, beside one CPU-bound loop per core: the demo seed with the README's
// command, then the year-end promotion of every pupil through the real routes (bench/promotion.ts).

export interface BatchJob {
  name: string;
  command: string;
  ok: boolean;
  /** Wall time from the command's start to its exit, start-up included. */
  seconds: number;
  /** The job's own closing line ("Done in …", "Promoted …"). */
  summary: string;
  /** The first lines of its error output when it failed. */
  error: string[];
}

export interface BatchFigures {
  students: number;
  loops: number;
  loadStart: string;
  loadEnd: string;
  jobs: BatchJob[];
}

const ERROR_LINES = 6;

/** Runs `command` in its own process group (so an interrupt can end all of it); resolves on its exit. */
function runJob(
  name: string,
  command: string[],
  env: NodeJS.ProcessEnv,
  summary: RegExp,
  started: (child: ChildProcess) => void,
): Promise<BatchJob> {
  const since = performance.now();
  const child = spawn(command[0], command.slice(1), { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started(child);
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr!.setEncoding('utf8').on('data', (c: string) => (err += c));
  return new Promise((resolve) => {
    const done = (code: number | null, reason: string) => {
      const ok = code === 0;
      const lines = (err.trim() ? err : out).trim().split('\n');
      resolve({
        name,
        command: command.join(' '),
        ok,
        seconds: Number(((performance.now() - since) / 1000).toFixed(1)),
        summary: summary.exec(out)?.[0] ?? '',
        error: ok ? [] : [reason, ...(err.trim() ? lines.slice(0, ERROR_LINES) : lines.slice(-ERROR_LINES))],
      });
    };
    child.on('error', (e) => done(null, `could not start: ${e.message}`));
    child.on('exit', (code, signal) => done(code, signal ? `ended by ${signal}` : `exit ${code}`));
  });
}

/**
 * Seeds a demo school of `students` and promotes all of it, each job a child process, while one
 * `node -e "for(;;){}"` per core runs. The loops, the jobs and their PostgreSQL are ended in every
 * case (an error, SIGINT, SIGTERM), and the temporary folder is removed.
 */
export async function batchBesideBusyLoops(students: number, log: (s: string) => void): Promise<BatchFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-bench-batch-'));
  // Under root PostgreSQL runs as the 'postgres' user, which must reach the data folder.
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, UPLOAD_DIR: path.join(dir, 'uploads') };
  // The embedded PostgreSQL in DATA_DIR, never a database the shell happens to name.
  delete env.DATABASE_URL;
  delete env.BACKUP_DIR;
  const loops: ChildProcess[] = [];
  let job: ChildProcess | null = null;
  const cleanUp = async () => {
    for (const loop of loops) loop.kill('SIGKILL');
    try {
      if (job?.pid && job.exitCode === null && job.signalCode === null) process.kill(-job.pid, 'SIGTERM');
    } catch {
      // Its group ended between the check and the signal.
    }
    // PostgreSQL runs in a process group of its own: a job ended early leaves it running.
    await stopPostmaster(path.join(dataDir, 'postgres'));
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = (signal: NodeJS.Signals) => {
    log(`\n${signal}: ending the busy loops and the batch job`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const figures: BatchFigures = { students, loops: 0, loadStart: '', loadEnd: '', jobs: [] };
  try {
    for (let i = 0; i < os.availableParallelism(); i++)
      loops.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
    figures.loops = loops.length;
    figures.loadStart = loadAverages();
    const jobs: [string, string[], RegExp][] = [
      [
        `demo school of ${students} students`,
        ['npm', 'run', 'seed:demo', '--', '--students', String(students)],
        /^Done in .*$/m,
      ],
      [`year-end promotion of all ${students} pupils`, ['npx', 'tsx', 'bench/promotion.ts'], /^Promoted .*$/m],
    ];
    for (const [name, command, summary] of jobs) {
      log(`   ${name} beside ${loops.length} busy loops: ${command.join(' ')}…`);
      const result = await runJob(name, command, env, summary, (child) => (job = child));
      figures.jobs.push(result);
      log(`   ${result.ok ? 'completed' : 'failed'} in ${result.seconds} s`);
      // The promotion needs the seeded school.
      if (!result.ok) break;
    }
    figures.loadEnd = loadAverages();
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }
  return figures;
}

/** The heading of the figures: how busy the machine was kept, and its load. */
export const batchHeading = (f: BatchFigures) =>
  `Batch jobs at ${f.students} students beside ${f.loops} busy loops (node -e "for(;;){}", one per core); at the start ${f.loadStart}, at the end ${f.loadEnd || 'not reached'}:`;

/** Each job ok when it completed (exit 0), with its time; MISS with the first lines of its error. */
export function batchLines(f: BatchFigures): { text: string; ok: boolean }[] {
  const lines = f.jobs.map((j) => ({
    ok: j.ok,
    text: j.ok
      ? `${j.name} (${j.command}): completed in ${j.seconds} s${j.summary ? ` ("${j.summary}")` : ''}`
      : `${j.name} (${j.command}): failed after ${j.seconds} s:\n${j.error.map((l) => `      ${l}`).join('\n')}`,
  }));
  if (f.jobs.length < 2) lines.push({ text: 'year-end promotion: not run (the seed failed)', ok: false });
  return lines;
}
