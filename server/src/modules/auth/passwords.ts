import bcrypt from 'bcrypt';

let cost = 12;

export function setBcryptCost(value: number): void {
  cost = value;
}

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, cost);

// A real hash to compare against when the ID is unknown, so both failures take the same time.
let decoy: Promise<string> | null = null;

export async function verifyPassword(password: string, hash: string | undefined): Promise<boolean> {
  if (hash === undefined) {
    decoy ??= bcrypt.hash('decoy-password-for-unknown-ids', cost);
    await bcrypt.compare(password, await decoy);
    return false;
  }
  return bcrypt.compare(password, hash);
}
