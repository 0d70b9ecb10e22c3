import { readFileSync } from 'node:fs';
import path from 'node:path';

export const E2E_ADMIN = { id: 'ADMIN01', password: 'admin-e2e-password' };

/** The run's private folder (see e2e/support/run.ts): the server's data and its state file. */
export function runDir(): string {
  const dir = process.env.E2E_RUN_DIR;
  if (!dir) throw new Error('E2E_RUN_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

export const stateFile = () => path.join(runDir(), 'state.json');

export function e2eState(): { databaseUrl: string; uploadDir: string } {
  return JSON.parse(readFileSync(stateFile(), 'utf8'));
}
