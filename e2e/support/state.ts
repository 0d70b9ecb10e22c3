import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const E2E_ADMIN = { id: 'ADMIN01', password: 'admin-e2e-password' };

export const stateFile = (port: number) => path.join(os.tmpdir(), `school-e2e-${port}.json`);

export function e2eState(): { databaseUrl: string; uploadDir: string } {
  return JSON.parse(readFileSync(stateFile(Number(process.env.E2E_PORT ?? 4173)), 'utf8'));
}
