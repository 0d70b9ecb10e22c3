import bcrypt from 'bcrypt';
import os from 'node:os';

let cost = 12;

export function setBcryptCost(value: number): void {
  cost = value;
}

// bcrypt runs on libuv's thread pool (4 threads). On a small machine four hashes at once would
// take every core from the event loop and stall every other request during a sign-in burst, so
// no more hashes run at once than there are cores; the rest wait their turn.
const slots = Math.max(1, os.availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string): Promise<string> => limited(() => bcrypt.hash(password, cost));

// A real hash to compare against when the ID is unknown, so both failures take the same time.
let decoy: Promise<string> | null = null;

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    decoy ??= hashPassword('decoy-password-for-unknown-ids');
    const decoyHash = await decoy;
    await limited(() => bcrypt.compare(password, decoyHash));
    return false;
  }
  return limited(() => bcrypt.compare(password, hash));
}
