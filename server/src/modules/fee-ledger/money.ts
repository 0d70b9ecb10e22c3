/** Money in paise as bigint (contracts/money.ts), taken in percentages and split without losing a paisa. */
import { toPaise } from '@contracts/money';

export { toDecimal, toPaise } from '@contracts/money';
export type Paise = bigint;

/** A percentage (up to two decimals) of an amount, rounded half up to the paisa. */
export function percentOf(amount: Paise, percent: string | number): Paise {
  const hundredths = toPaise(String(percent)); // 12.5 % -> 1250
  return (amount * hundredths + 5000n) / 10000n;
}

/**
 * `total` split over `weights` in proportion, each share rounded down and the paise left over
 * given to the last shares, so the parts add up to the total exactly.
 */
export function splitInProportion(total: Paise, weights: Paise[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const shares = weights.map((w) => (total * w) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  for (let i = shares.length - 1; left > 0n && i >= 0; i--) {
    if (shares[i] < weights[i]) {
      shares[i] += 1n;
      left -= 1n;
    }
  }
  return shares;
}
