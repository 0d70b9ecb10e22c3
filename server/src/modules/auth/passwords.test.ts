import os from 'node:os';
import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { passwordHashing } from './passwords';

const slots = Math.max(1, os.availableParallelism());
// A hash slow enough (cost 9) that the calls below all overlap.
const hash = bcrypt.hashSync('the-right-password', 9);

const outcome = (p: Promise<boolean>) =>
  p.then(
    () => 'ran',
    (err: unknown) =>
      err instanceof AppError ? `${err.status} retry ${Number(err.headers['Retry-After']) > 0}` : 'other',
  );

// What compose.ts builds from BCRYPT_COST, HASHES_PER_ADDRESS and HASH_QUEUE_LENGTH.
const hashing = (hashesPerAddress: number, hashQueueLength: number) =>
  passwordHashing({ bcryptCost: 4, hashesPerAddress, hashQueueLength });

describe('bounded password hashing', () => {
  it('lets one address hold only a few places; the rest get 429 with Retry-After at once', async () => {
    const passwords = hashing(3, 100);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => outcome(passwords.verify('wrong', hash, '10.0.0.1'))),
    );
    expect(results.filter((r) => r === 'ran')).toHaveLength(3);
    expect(results.filter((r) => r === '429 retry true')).toHaveLength(7);
  });

  it('bounds the queue overall: beyond the running hashes and the queue, 503 with Retry-After at once', async () => {
    const passwords = hashing(2, 3);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => outcome(passwords.verify('wrong', hash, `10.0.1.${i}`))),
    );
    expect(results.filter((r) => r === 'ran')).toHaveLength(slots + 3);
    expect(results.filter((r) => r === '503 retry true')).toHaveLength(20 - slots - 3);
  });

  it('frees the places when the hashes are done', async () => {
    const passwords = hashing(1, 1);
    for (let i = 0; i < 3; i++) expect(await passwords.verify('the-right-password', hash, '10.0.0.2')).toBe(true);
  });
});
