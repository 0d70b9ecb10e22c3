import type pg from 'pg';
import { COUNT_LATER, LIST_FIELDS, type ListParams, MAX_UNPAGED_ROWS } from '@contracts/list';
import { cursorBatches, query, queryOne } from './pool';
import { rowCounts } from './row-counts';

export interface TableDef {
  table: string;
  /** The column a record is addressed by in the API (e.g. teacher_id). */
  key: string;
  /** SELECT list (may use expressions) giving the API's record shape. */
  select: string;
  /** The SELECT list of a row asked for with fields=list: the columns its table draws (default: `select`). */
  listSelect?: string;
  /** Columns a create or update may write. Anything else in the input is ignored. */
  writable: readonly string[];
  /** Columns searched by `q` (case-insensitive substring). */
  searchable: readonly string[];
  /**
   * A stored column holding the searchable columns (NOT NULL text) lowered and joined by \x1f, a
   * character nobody types, so a search never matches across two columns (migration 079, with its
   * trigram index): one plain LIKE per row, not six ILIKEs nor a join and lowering of six columns.
   */
  searchColumn?: string;
  /** API sort name -> SQL expression. */
  sortable: Readonly<Record<string, string>>;
  defaultOrder: string;
  /** The row counter (migration 016) holding the number of rows of the whole, unfiltered list. */
  counter?: string;
}

export interface Filter {
  sql: string;
  params: unknown[];
  /** The row counter holding the number of rows this filter alone selects. */
  counter?: string;
}

/** The filters of the shared `classSectionParams` (a table with `class` and `section` columns). */
export function classSectionFilters(q: { class?: number; section?: string }): Filter[] {
  const out: Filter[] = [];
  if (q.class !== undefined) out.push({ sql: 'class = $1', params: [q.class] });
  if (q.section !== undefined) out.push({ sql: 'section = $1', params: [q.section] });
  return out;
}

export interface Page<R> {
  rows: R[];
  total: number;
  /** The total is a lower bound: there are at least that many rows (see COUNT_PAGES_AHEAD). */
  atLeast?: boolean;
}

/**
 * A paged list counts its rows up to this many pages past the one asked for, and at least
 * COUNT_AT_LEAST rows; beyond that its total is a lower bound that grows as the pages are
 * walked, so a count costs what the page position costs, not what the table holds.
 */
export const COUNT_PAGES_AHEAD = 4;
export const COUNT_AT_LEAST = 200;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The shared list/get/insert/update/delete of one table. Identifiers come only from the
 * definition in code; every value is a parameter.
 */
export function tableRepo<R extends pg.QueryResultRow, L extends pg.QueryResultRow = R>(def: TableDef) {
  const pick = (values: Record<string, unknown>) => def.writable.filter((c) => values[c] !== undefined);

  function listSql(params: ListParams, filters: Filter[], columns = def.select) {
    const where: string[] = [];
    const args: unknown[] = [];
    const add = (f: Filter) => {
      // Filters number their own parameters from $1; shift them after the ones already used.
      where.push(f.sql.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + args.length}`));
      args.push(...f.params);
    };
    filters.forEach(add);
    if (params.q && def.searchable.length) {
      const sql = def.searchColumn
        ? `${def.searchColumn} LIKE lower($1)`
        : `(${def.searchable.map((c) => `${c}::text ILIKE $1`).join(' OR ')})`;
      // The joining character itself is not searched for.
      add({ sql, params: [`%${escapeLike(def.searchColumn ? params.q.replaceAll('\x1f', '') : params.q)}%`] });
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const sortExpr = params.sort ? def.sortable[params.sort] : undefined;
    const orderSql = sortExpr
      ? `${sortExpr} ${params.order === 'desc' ? 'DESC' : 'ASC'}, ${def.defaultOrder}`
      : def.defaultOrder;
    return { select: `SELECT ${columns} FROM ${def.table} ${whereSql} ORDER BY ${orderSql}`, whereSql, args };
  }

  return {
    def,

    async list(params: ListParams = {}, filters: Filter[] = []): Promise<Page<R | L>> {
      const { select, whereSql, args } = listSql(
        params,
        filters,
        params.fields === LIST_FIELDS ? (def.listSelect ?? def.select) : def.select,
      );
      // Without paging parameters the spec's screens get the list's first rows, never a whole
      // table; the total says how many there are.
      const paged = Boolean(params.page || params.pageSize);
      const size = paged ? (params.pageSize ?? 50) : MAX_UNPAGED_ROWS;
      const page = paged ? (params.page ?? 1) : 1;
      // A search's first page asked for with count=later reads one row past the page instead of
      // counting: a count rechecks every match it counts, so it grows with the school.
      const peek = paged && page === 1 && params.q && params.count === COUNT_LATER ? 1 : 0;
      // A page reads only its own rows (the index walk stops at the LIMIT); the total is a
      // separate count, skipped when the first page already holds everything.
      const rows = await query<R | L>(`${select} LIMIT ${size + peek} OFFSET ${(page - 1) * size}`, args);
      if (peek)
        return rows.length > size
          ? { rows: rows.slice(0, size), total: size, atLeast: true }
          : { rows, total: rows.length };
      if (page === 1 && rows.length < size) return { rows, total: rows.length };
      // The last page, partly filled, says where the list ends.
      if (rows.length > 0 && rows.length < size) return { rows, total: (page - 1) * size + rows.length };
      // The whole list, or one counted filter of it: its kept counter, exact.
      const counter = params.q
        ? undefined
        : filters.length === 0
          ? def.counter
          : filters.length === 1
            ? filters[0].counter
            : undefined;
      if (counter) return { rows, total: await rowCounts.of(counter) };
      // Without paging (the spec's screens): the exact count, as they have always had.
      if (!paged)
        return {
          rows,
          total: (await queryOne<{ n: number }>(`SELECT count(*)::int AS n FROM ${def.table} ${whereSql}`, args))!.n,
        };
      const cap = Math.max(COUNT_AT_LEAST, (page + COUNT_PAGES_AHEAD) * size);
      const n = (await queryOne<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${def.table} ${whereSql} LIMIT ${cap + 1}) AS capped`,
        args,
      ))!.n;
      return n > cap ? { rows, total: cap, atLeast: true } : { rows, total: n };
    },

    /** Every row the list would give without its limit, in batches (exports). */
    each(params: ListParams = {}, filters: Filter[] = []): AsyncGenerator<R[]> {
      const { select, args } = listSql(params, filters);
      return cursorBatches<R>(select, args);
    },

    findBy(column: string, value: unknown): Promise<R | undefined> {
      return queryOne<R>(`SELECT ${def.select} FROM ${def.table} WHERE ${column} = $1`, [value]);
    },

    get(keyValue: unknown): Promise<R | undefined> {
      return queryOne<R>(`SELECT ${def.select} FROM ${def.table} WHERE ${def.key} = $1`, [keyValue]);
    },

    async insert(values: Record<string, unknown>): Promise<R> {
      const cols = pick(values);
      const row = await queryOne<R>(
        `INSERT INTO ${def.table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${def.select}`,
        cols.map((c) => values[c]),
      );
      return row!;
    },

    update(keyValue: unknown, values: Record<string, unknown>): Promise<R | undefined> {
      const cols = pick(values);
      if (!cols.length) return this.get(keyValue);
      return queryOne<R>(
        `UPDATE ${def.table} SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE ${def.key} = $1 RETURNING ${def.select}`,
        [keyValue, ...cols.map((c) => values[c])],
      );
    },

    remove(keyValue: unknown): Promise<R | undefined> {
      return queryOne<R>(`DELETE FROM ${def.table} WHERE ${def.key} = $1 RETURNING ${def.select}`, [keyValue]);
    },
  };
}

export type TableRepo<R extends pg.QueryResultRow> = ReturnType<typeof tableRepo<R>>;
