import { describe, expect, it } from 'vitest';
import { bucketOf, duesState, oldestFirst } from './dues-state';
import { percentOf, splitInProportion } from './money';

const dues = [
  { id: 1, due_date: '2025-04-10', net: 40_000n },
  { id: 2, due_date: '2025-07-10', net: 40_000n },
  { id: 3, due_date: '2025-10-10', net: 40_000n },
];

describe('where a pupil stands', () => {
  it('pays the oldest dues first and counts only what is past its date as overdue', () => {
    const s = duesState(dues, 50_000n, new Map(), '2025-08-01');
    expect([...s.outstanding.values()]).toEqual([0n, 30_000n, 40_000n]);
    expect(s).toMatchObject({
      balance: 70_000n,
      overdue: 30_000n,
      days_overdue: 22,
      oldest_overdue: '2025-07-10',
      next_due: { date: '2025-10-10', amount: 40_000n },
    });
  });

  it('keeps money put on a chosen due there, up to what the due is', () => {
    const s = duesState(dues, 50_000n, new Map([[3, 45_000n]]), '2025-08-01');
    expect([...s.outstanding.values()]).toEqual([30_000n, 40_000n, 0n]);
    expect(s.balance).toBe(70_000n);
  });

  it('shows a credit as a negative balance with nothing owed', () => {
    const s = duesState(dues, 130_000n, new Map(), '2025-12-01');
    expect(s).toMatchObject({ balance: -10_000n, overdue: 0n, days_overdue: 0, next_due: null });
  });

  it('spreads a payment over what is owed, oldest first', () => {
    const s = duesState(dues, 0n, new Map(), '2025-08-01');
    expect(oldestFirst(s.outstanding, dues, 50_000n)).toEqual([
      { due_id: 1, amount: 40_000n },
      { due_id: 2, amount: 10_000n },
    ]);
  });

  it.each([
    [1, '0-30'],
    [30, '0-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
  ] as const)('puts %i days in %s', (days, bucket) => {
    expect(bucketOf(days)).toBe(bucket);
  });
});

describe('exact money', () => {
  it('takes percentages to the paisa, half up, and splits without losing one', () => {
    expect(percentOf(40_000n, '12.5')).toBe(5_000n);
    expect(percentOf(333n, '50')).toBe(167n);
    expect(splitInProportion(10_000n, [40_000n, 40_000n, 40_000n])).toEqual([3_333n, 3_333n, 3_334n]);
    expect(splitInProportion(1n, [1n, 0n])).toEqual([1n, 0n]);
  });
});
