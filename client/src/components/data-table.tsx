import { type ReactNode, useEffect, useState } from 'react';
import type { ListParams } from '@contracts/list';

export interface Column<Row> {
  header: string;
  /** Field shown when there is no render function. */
  field?: keyof Row & string;
  /** The server's sort name for this column; sortable when given. */
  sortKey?: string;
  render?: (row: Row) => ReactNode;
}

interface Props<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  params: ListParams;
  onParamsChange: (next: Partial<ListParams>) => void;
  loading?: boolean;
  /** Adds the spec's "Sl No" column, numbered across pages. */
  serial?: boolean;
  actions?: (row: Row) => ReactNode;
  searchLabel?: string;
  toolbar?: ReactNode;
  emptyText?: string;
}

const PAGE_SIZES = [10, 25, 50, 100];

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** The one table of the app: server-side search, sort and paging, keyboard reachable. */
export function DataTable<Row>({ caption, columns, rows, rowKey, total, params, onParamsChange, loading, serial, actions, searchLabel = 'Search', toolbar, emptyText = 'No records yet.' }: Props<Row>) {
  const [search, setSearch] = useState(params.q ?? '');
  const debounced = useDebounced(search, 250);
  useEffect(() => {
    if ((params.q ?? '') !== debounced) onParamsChange({ q: debounced || undefined, page: 1 });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps
  // Back or Forward brings another search in the address: the box shows it.
  const [shownQ, setShownQ] = useState(params.q ?? '');
  if ((params.q ?? '') !== shownQ) {
    setShownQ(params.q ?? '');
    if (search !== (params.q ?? '')) setSearch(params.q ?? '');
  }

  const pageSize = params.pageSize ?? 25;
  const page = params.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sortBy = (key: string) =>
    onParamsChange({ sort: key, order: params.sort === key && params.order !== 'desc' ? 'desc' : 'asc', page: 1 });

  return (
    <div className="data-table">
      <div className="table-toolbar">
        <input type="search" className="table-search" aria-label={searchLabel} placeholder={`${searchLabel}…`} value={search} onChange={(e) => setSearch(e.target.value)} />
        {toolbar}
      </div>
      <div className="table-scroll">
        <table aria-busy={loading || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {serial && <th scope="col">Sl No</th>}
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  aria-sort={c.sortKey && params.sort === c.sortKey ? (params.order === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  {c.sortKey ? (
                    <button type="button" className="th-sort" onClick={() => sortBy(c.sortKey!)}>
                      {c.header}
                      <span aria-hidden="true">{params.sort === c.sortKey ? (params.order === 'desc' ? ' ▼' : ' ▲') : ''}</span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
              {actions && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={rowKey(row)}>
                {serial && <td>{(page - 1) * pageSize + i + 1}</td>}
                {columns.map((c) => (
                  <td key={c.header}>{c.render ? c.render(row) : String(row[c.field as keyof Row] ?? '')}</td>
                ))}
                {actions && <td className="row-actions">{actions(row)}</td>}
              </tr>
            ))}
            {!rows.length && (
              <tr>
                <td colSpan={columns.length + (serial ? 1 : 0) + (actions ? 1 : 0)} className="empty">
                  {loading ? 'Loading…' : emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <nav className="pager" aria-label={`${caption} pages`}>
        <span>
          {total} record{total === 1 ? '' : 's'} · page {page} of {pages}
        </span>
        <button type="button" className="btn" onClick={() => onParamsChange({ page: page - 1 })} disabled={page <= 1}>
          Previous
        </button>
        <button type="button" className="btn" onClick={() => onParamsChange({ page: page + 1 })} disabled={page >= pages}>
          Next
        </button>
        <label>
          Rows per page{' '}
          <select value={pageSize} onChange={(e) => onParamsChange({ pageSize: Number(e.target.value), page: 1 })}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </div>
  );
}
