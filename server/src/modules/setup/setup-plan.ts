// How a PUT of the whole setup document finds the stored rows it speaks of. An item with `was`
// renames the stored row of that name (or code); any other item is the stored row of its own
// name, unless a rename took that row; what is left is new. Stored rows no item claims are the
// document's drops. Names match ignoring case, so "lkg" and "LKG" are one class.

export interface StoredRow {
  id: number;
  /** The name (or a subject's code) as stored. */
  key: string;
}

export interface WantedItem {
  key: string;
  was?: string;
}

export interface Matched<W, S> {
  /** Each item of the document with the stored row it is, or null for a new one. */
  pairs: { item: W; row: S | null }[];
  dropped: S[];
  /** Items whose `was` names no stored row (or one another item already took). */
  unknown: W[];
}

const fold = (s: string) => s.toLowerCase();

export function matchRows<W extends WantedItem, S extends StoredRow>(
  stored: readonly S[],
  wanted: readonly W[],
): Matched<W, S> {
  const byKey = new Map(stored.map((s) => [fold(s.key), s]));
  const taken = new Set<number>();
  const rowOf = new Map<W, S | null>();
  const unknown: W[] = [];
  for (const item of wanted) {
    if (item.was === undefined) continue;
    const row = byKey.get(fold(item.was));
    if (!row || taken.has(row.id)) unknown.push(item);
    else {
      taken.add(row.id);
      rowOf.set(item, row);
    }
  }
  for (const item of wanted) {
    if (item.was !== undefined) continue;
    const row = byKey.get(fold(item.key));
    const free = row && !taken.has(row.id) ? row : null;
    if (free) taken.add(free.id);
    rowOf.set(item, free);
  }
  return {
    pairs: wanted.filter((w) => rowOf.has(w)).map((item) => ({ item, row: rowOf.get(item) ?? null })),
    dropped: stored.filter((s) => !taken.has(s.id)),
    unknown,
  };
}

/**
 * The link a new row gets to today's tables (see the migration): its own name when that is one
 * of today's values and no other row of its kind holds it, else none.
 */
export function legacyLink<T extends string | number>(candidate: T | null, held: ReadonlySet<T>): T | null {
  return candidate !== null && !held.has(candidate) ? candidate : null;
}
