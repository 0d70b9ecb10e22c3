import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Each browser-test run's own port and folder, fixed once in the runner's environment (its
 * workers and the web server inherit them, and re-reading the config finds them set): runs at
 * once, or by other users, never share a port, a state file or a data folder.
 */
export function e2eRun(): { port: number; dir: string } {
  process.env.E2E_PORT ||= execFileSync(process.execPath, ['-e', FREE_PORT], { encoding: 'utf8' }).trim();
  if (!process.env.E2E_RUN_DIR) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
    // PostgreSQL runs as the 'postgres' user under root and must reach its folder.
    chmodSync(dir, 0o755);
    process.env.E2E_RUN_DIR = dir;
    // The browser's profiles and anything else a tool puts in the temporary folder land here too.
    process.env.TMPDIR = dir;
  }
  return { port: Number(process.env.E2E_PORT), dir: process.env.E2E_RUN_DIR };
}

const FREE_PORT =
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";

/** Playwright's global teardown: the run's folder goes, passed or failed. */
export default function removeRunFolder(): void {
  if (process.env.E2E_RUN_DIR) rmSync(process.env.E2E_RUN_DIR, { recursive: true, force: true });
}
