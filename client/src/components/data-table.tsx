import { Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ListParams } from '@contracts/list';
import { t as text } from '../i18n/language';
import { useFormat } from '../lib/use-format';
import { useT } from '../i18n/use-t';
import { SEARCH_DELAY_MS, useDebounced } from '../lib/use-debounced';
import { ScrollRegion } from './scroll-region';
import { useFitColumns, useWholeTextOfCutCells } from './use-fit-columns';

export interface Column<Row> {
  header: string;
  /** Field shown when there is no render function. */
  field?: keyof Row & string;
  /** The server's sort name for this column; sortable when given. */
  sortKey?: string;
  render?: (row: Row) => ReactNode;
  /** Folded into the row's Details view instead of a column of its own, so the row fits a desk screen. */
  secondary?: boolean;
  /**
   * Folded into Details only when the table would not fit its box otherwise: the highest number
   * goes first (3 before 2 before 1). Columns without one always show.
   */
  priority?: number;
  /** The field is a date, shown in the school's format (DATE_FORMAT) like every other date. */
  date?: boolean;
}

interface Props<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  total: number;
  /** `total` is a lower bound: there may be more rows, and more pages, than it says. */
  totalAtLeast?: boolean;
  params: ListParams;
  onParamsChange: (next: Partial<ListParams>) => void;
  loading?: boolean;
  /** Adds the spec's "Sl No" column, numbered across pages. */
  serial?: boolean;
  actions?: (row: Row) => ReactNode;
  searchLabel?: string;
  toolbar?: ReactNode;
  emptyText?: string;
  /** Filters other than the search are narrowing the list: an empty answer is "no matches". */
  filtered?: boolean;
  /** The key of a row to mark (the record just added). */
  highlight?: string | number;
}

const PAGE_SIZES = [10, 25, 50, 100];

function cellText<Row>(c: Column<Row>, row: Row, date: (value: string) => string): ReactNode {
  if (c.render) return c.render(row);
  const value = String(row[c.field as keyof Row] ?? '');
  return c.date ? date(value) : value;
}

/** Why the table is empty: nothing on file, or nothing matching what was asked. */
export function emptyTableText(params: ListParams, filtered: boolean | undefined, emptyText: string): string {
  if (params.q) return text('table.noMatchesFor', { q: params.q });
  return filtered ? text('table.noFilterMatches') : emptyText;
}

/**
 * The one table of the app: server-side search, sort and paging, keyboard reachable. Words are
 * never broken: a long text is cut with an ellipsis and shown whole on hover and focus. Columns
 * of a `priority` fold into the row's Details until the table fits (a 1366 px desk keeps the
 * Actions clear of every header); secondary columns are always there. Row actions stay pinned at
 * the right edge; on a phone each row is a card (see app.css), and the table scrolls in a
 * focusable region when it must.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  total,
  totalAtLeast,
  params,
  onParamsChange,
  loading,
  serial,
  actions,
  searchLabel,
  toolbar,
  emptyText,
  filtered,
  highlight,
}: Props<Row>) {
  const t = useT();
  const { date } = useFormat();
  const searchName = searchLabel ?? t('common.search');
  const [search, setSearch] = useState(params.q ?? '');
  const [opened, setOpened] = useState<string | number | null>(null);
  const debounced = useDebounced(search, SEARCH_DELAY_MS);
  useEffect(() => {
    if ((params.q ?? '') !== debounced) onParamsChange({ q: debounced || undefined, page: 1 });
  }, [debounced]); // eslint-disable-line react-hooks/exhaustive-deps
  // Back or Forward brings another search in the address: the box shows it.
  const [shownQ, setShownQ] = useState(params.q ?? '');
  if ((params.q ?? '') !== shownQ) {
    setShownQ(params.q ?? '');
    if (search !== (params.q ?? '')) setSearch(params.q ?? '');
  }

  const region = useRef<HTMLDivElement>(null);
  const isFolded = useFitColumns(region, columns, rows);
  useWholeTextOfCutCells(region);
  const shown = columns.filter((c) => !isFolded(c));
  const folded = columns.filter(isFolded);
  const width = shown.length + (serial ? 1 : 0) + (actions ? 1 : 0) + (folded.length ? 1 : 0);
  const pageSize = params.pageSize ?? 25;
  const page = params.page ?? 1;
  // A lower bound always leaves a next page to go to; its answer counts further.
  const pages = Math.max(1, Math.ceil(total / pageSize), totalAtLeast ? page + 1 : 1);
  const sortBy = (key: string) =>
    onParamsChange({ sort: key, order: params.sort === key && params.order !== 'desc' ? 'desc' : 'asc', page: 1 });

  return (
    <div className="data-table">
      <div className="table-toolbar">
        <input
          type="search"
          className="table-search"
          aria-label={searchName}
          placeholder={`${searchName}…`}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {toolbar}
      </div>
      <ScrollRegion ref={region} label={t('table.region', { caption })}>
        <table aria-busy={loading || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {serial && <th scope="col">{t('table.slNo')}</th>}
              {shown.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  aria-sort={
                    c.sortKey && params.sort === c.sortKey
                      ? params.order === 'desc'
                        ? 'descending'
                        : 'ascending'
                      : undefined
                  }
                >
                  {c.sortKey ? (
                    <button type="button" className="th-sort" onClick={() => sortBy(c.sortKey!)}>
                      {c.header}
                      <span aria-hidden="true">
                        {params.sort === c.sortKey ? (params.order === 'desc' ? ' ▼' : ' ▲') : ''}
                      </span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
              {folded.length > 0 && <th scope="col">{t('table.more')}</th>}
              {actions && (
                <th scope="col" className="row-actions-head">
                  {t('table.actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const key = rowKey(row);
              const open = opened === key;
              return (
                <Fragment key={key}>
                  <tr className={key === highlight ? 'row-new' : undefined}>
                    {serial && <td data-label={t('table.slNo')}>{(page - 1) * pageSize + i + 1}</td>}
                    {shown.map((c) => (
                      <td key={c.header} data-label={c.header}>
                        <span className="cell-text">{cellText(c, row, date)}</span>
                      </td>
                    ))}
                    {folded.length > 0 && (
                      <td data-label={t('table.more')}>
                        <button
                          type="button"
                          className="row-toggle"
                          aria-expanded={open}
                          onClick={() => setOpened(open ? null : key)}
                        >
                          {open ? t('table.hideDetails') : t('table.details')}
                        </button>
                      </td>
                    )}
                    {actions && <td className="row-actions">{actions(row)}</td>}
                  </tr>
                  {open && (
                    <tr className="row-details">
                      <td colSpan={width}>
                        <dl className="details-grid">
                          {folded.map((c) => (
                            <div key={c.header}>
                              <dt>{c.header}</dt>
                              <dd>{cellText(c, row, date) || '—'}</dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
            {!rows.length && (
              <tr>
                <td colSpan={width} className="empty">
                  {loading ? t('common.loading') : emptyTableText(params, filtered, emptyText ?? t('table.empty'))}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <nav className="pager" aria-label={t('table.pages', { caption })}>
        <span>{t(totalAtLeast ? 'table.summaryAtLeast' : 'table.summary', { total, page, pages })}</span>
        <button type="button" className="btn" onClick={() => onParamsChange({ page: page - 1 })} disabled={page <= 1}>
          {t('table.previous')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => onParamsChange({ page: page + 1 })}
          disabled={page >= pages}
        >
          {t('table.next')}
        </button>
        <label>
          {t('table.rowsPerPage')}{' '}
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
