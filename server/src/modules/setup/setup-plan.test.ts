import { describe, expect, it } from 'vitest';
import { legacyLink, matchRows } from './setup-plan';

const stored = [
  { id: 1, key: 'A' },
  { id: 2, key: 'B' },
  { id: 3, key: 'C' },
];
const ids = (m: ReturnType<typeof matchRows>) => m.pairs.map((p) => [p.item.key, p.row?.id ?? null]);

describe('matching a document to the stored rows', () => {
  it('finds rows by name ignoring case, leaves the rest new, and drops what is not named', () => {
    const m = matchRows(stored, [{ key: 'b' }, { key: 'D' }, { key: 'A' }]);
    expect(ids(m)).toEqual([
      ['b', 2],
      ['D', null],
      ['A', 1],
    ]);
    expect(m.dropped.map((r) => r.id)).toEqual([3]);
  });

  it('renames with was, and a name a rename took is a new row', () => {
    const m = matchRows(stored, [{ key: 'Rose', was: 'B' }, { key: 'B' }, { key: 'A' }, { key: 'C' }]);
    expect(ids(m)).toEqual([
      ['Rose', 2],
      ['B', null],
      ['A', 1],
      ['C', 3],
    ]);
    expect(m.dropped).toEqual([]);
  });

  it('swaps two names', () => {
    expect(
      ids(
        matchRows(stored, [
          { key: 'B', was: 'A' },
          { key: 'A', was: 'B' },
        ]),
      ),
    ).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });

  it('reports a was that names no row, or one already renamed', () => {
    const m = matchRows(stored, [
      { key: 'X', was: 'Z' },
      { key: 'Y', was: 'a' },
      { key: 'W', was: 'A' },
    ]);
    expect(m.unknown.map((u) => u.key)).toEqual(['X', 'W']);
  });
});

describe("the link of a new row to today's records", () => {
  it('is its own value when no other row holds it', () => {
    expect(legacyLink(5, new Set([1, 2]))).toBe(5);
    expect(legacyLink(5, new Set([5]))).toBeNull();
    expect(legacyLink(null, new Set<number>())).toBeNull();
  });
});
