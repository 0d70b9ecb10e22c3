import bcrypt from 'bcrypt';
import os from 'node:os';
import type { Config } from '../../core/config';
import { AppError } from '../../core/errors';
import { msg } from '@contracts/i18n/packed-text';

/** Hashing and checking passwords at the configured cost, within the configured bounds. */
export interface PasswordHashing {
  /**
   * `address` is the client's address (see clientAddress) when an anonymous caller asks for the
   * hash: sign-in, sign-up, a reset. Signed-in callers (an admin creating an account) leave it out.
   */
  hash(password: string, address?: string): Promise<string>;
  verify(password: string, hash: string | undefined, address?: string): Promise<boolean>;
}

// bcrypt runs on libuv's thread pool (4 threads). On a small machine four hashes at once would
// take every core from the event loop and stall every other request during a sign-in burst, so
// no more hashes run at once than there are cores. Those waiting are bounded twice: one address
// may hold only a few places (running or waiting), so one client cannot queue a crowd in front
// of everyone else, and the queue as a whole is bounded, so a crowd from many addresses gets a
// quick 503 instead of a wait that grows without end.
const slots = Math.max(1, os.availableParallelism());

/** Built once by compose.ts from the settings; its bounds hold for every hash the app makes. */
export function passwordHashing(
  settings: Pick<Config, 'bcryptCost' | 'hashesPerAddress' | 'hashQueueLength'>,
): PasswordHashing {
  let running = 0;
  const waiting: (() => void)[] = [];
  const perAddress = new Map<string, number>();
  // A moving average of one hash's time, for an honest Retry-After.
  let averageMs = 250;

  function busy(status: 429 | 503, message: ReturnType<typeof msg>): AppError {
    const seconds = Math.max(1, Math.ceil((((running + waiting.length) / slots) * averageMs) / 1000));
    return new AppError(status, message, {}, { 'Retry-After': String(seconds) });
  }

  async function limited<T>(work: () => Promise<T>, address: string | undefined): Promise<T> {
    const held = address === undefined ? 0 : (perAddress.get(address) ?? 0);
    if (held >= settings.hashesPerAddress) throw busy(429, msg('error.hashBusyAddress'));
    if (running >= slots && waiting.length >= settings.hashQueueLength) throw busy(503, msg('error.hashBusy'));
    if (address !== undefined) perAddress.set(address, held + 1);
    try {
      if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
      running++;
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        running--;
        waiting.shift()?.();
      }
    } finally {
      if (address !== undefined) {
        const left = perAddress.get(address)! - 1;
        if (left === 0) perAddress.delete(address);
        else perAddress.set(address, left);
      }
    }
  }

  const hash = (password: string, address?: string): Promise<string> =>
    limited(() => bcrypt.hash(password, settings.bcryptCost), address);

  // A real hash to compare against when the ID is unknown, so both failures take the same time.
  let decoy: Promise<string> | null = null;

  async function verify(password: string, hashed: string | undefined, address?: string): Promise<boolean> {
    if (hashed === undefined) {
      decoy ??= hash('decoy-password-for-unknown-ids').catch((err: unknown) => {
        decoy = null;
        throw err;
      });
      const decoyHash = await decoy;
      await limited(() => bcrypt.compare(password, decoyHash), address);
      return false;
    }
    return limited(() => bcrypt.compare(password, hashed), address);
  }

  return { hash, verify };
}
