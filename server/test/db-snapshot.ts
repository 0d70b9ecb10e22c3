import { query } from '../src/db/pool';

/** Row count and content checksum of every table, plus every sequence's position. */
export type DbSnapshot = Record<string, string>;

// Found in the catalogue, not listed by hand, so a table added later is compared too.
export async function dbSnapshot(): Promise<DbSnapshot> {
  const tables = await query<{ name: string }>(
    `SELECT quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const snapshot: DbSnapshot = {};
  for (const { name } of tables) {
    const [row] = await query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM ${name} t`,
    );
    snapshot[name] = `${row.n} rows, ${row.sum}`;
  }
  // A refused insert would still have used up a sequence number.
  for (const s of await query<{ name: string; value: number | null }>(
    "SELECT sequencename AS name, last_value AS value FROM pg_sequences WHERE schemaname = 'public'",
  )) {
    snapshot[`sequence ${s.name}`] = String(s.value);
  }
  return snapshot;
}
