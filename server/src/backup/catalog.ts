import type pg from 'pg';

/** What a backup records about the database beside the rows themselves. */
export interface SequenceState {
  name: string;
  last_value: number;
  is_called: boolean;
}

// node-pg-migrate's own ledger is written by the migrations a restore runs, not copied.
const LEDGER = 'pgmigrations';

/**
 * The app's tables, parents before children (foreign keys), so rows can be copied back in this
 * order with every constraint checked as they arrive.
 */
export async function tablesInDependencyOrder(db: pg.ClientBase): Promise<string[]> {
  const tables = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> $1 AND NOT c.relispartition ORDER BY 1`,
      [LEDGER],
    )
  ).rows.map((r) => r.name);
  const edges = (
    await db.query<{ child: string; parent: string }>(
      `SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
       JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = ch.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND ch.oid <> pa.oid`,
    )
  ).rows;
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent);
    ordered.push(table);
  };
  for (const t of tables) visit(t);
  return ordered;
}

export async function sequenceStates(db: pg.ClientBase): Promise<SequenceState[]> {
  const names = (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const states: SequenceState[] = [];
  for (const name of names) {
    const row = (
      await db.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value, is_called FROM ${db.escapeIdentifier(name)}`,
      )
    ).rows[0];
    states.push({ name, last_value: Number(row.last_value), is_called: row.is_called });
  }
  return states;
}

/** The last applied migration and how many there are; null when the database has none. */
export async function schemaVersion(db: pg.ClientBase): Promise<{ last: string; count: number } | null> {
  const exists = (
    await db.query(
      `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relname = $1`,
      [LEDGER],
    )
  ).rowCount;
  if (!exists) return null;
  const row = (
    await db.query<{ last: string | null; count: number }>(
      `SELECT max(name) AS last, count(*)::int AS count FROM ${LEDGER}`,
    )
  ).rows[0];
  return row.last ? { last: row.last, count: row.count } : null;
}

/** Tables in the public schema (the ledger included): none means the database is empty. */
export async function userTableCount(db: pg.ClientBase): Promise<number> {
  return (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'S', 'v', 'm')`,
    )
  ).rows[0].n;
}
