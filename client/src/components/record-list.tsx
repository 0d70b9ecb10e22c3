import { type ReactNode, useState } from 'react';
import { CLASSES } from '@contracts/enums';
import { buildUrl } from '../lib/api-client';
import { useList } from '../lib/use-list';
import { errorMessage, type FailureText, failureText } from '../lib/use-submit';
import { Alert } from './alert';
import { type Column, DataTable } from './data-table';
import './record-list.css';

/**
 * A filter above the list, sent as the query parameter `param`: a class (1-10, or All), a day,
 * or one of `options` (the first one, sent as blank, is the server's default).
 */
interface ListFilter {
  param: string;
  label: string;
  kind: 'class' | 'date' | 'options';
  options?: readonly { value: string; label: string }[];
}

export interface CrudList<Row> {
  /** TanStack Query key; every change refetches it. */
  key: string;
  path: string;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Shown when the list cannot be loaded, e.g. 'Failed to fetch fees.' */
  loadError: FailureText;
  /** GET path of the CSV export; adds an "Export CSV" link that keeps the search and sort. */
  exportPath?: string;
  searchLabel?: string;
  filters?: ListFilter[];
}

function FilterField({ filter, value, onChange }: { filter: ListFilter; value: string; onChange: (value: string) => void }) {
  return (
    <label className="list-filter">
      {filter.label}{' '}
      {filter.kind === 'options' ? (
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          {filter.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : filter.kind === 'class' ? (
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">All</option>
          {CLASSES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      ) : (
        <input type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </label>
  );
}

/** The server-paged list of a records screen: filters, search, sort, paging, the row actions. */
export function RecordList<Row>({ list, actions }: { list: CrudList<Row>; actions?: (row: Row) => ReactNode }) {
  const [filter, setFilter] = useState<Record<string, string>>({});
  const table = useList<Row>(list.key, list.path, filter);
  const filterBy = (param: string, value: string) => {
    setFilter({ ...filter, [param]: value });
    table.setParams({ page: 1 });
  };
  const loadError = table.error && failureText(list.loadError, table.error);
  const exportHref = list.exportPath && buildUrl(list.exportPath, { q: table.params.q, sort: table.params.sort, order: table.params.order });

  return (
    <>
      {loadError && <Alert message={errorMessage(loadError)} />}
      <DataTable
        caption={list.caption}
        columns={list.columns}
        rows={table.rows}
        rowKey={list.rowKey}
        total={table.total}
        params={table.params}
        onParamsChange={table.setParams}
        loading={table.isLoading}
        searchLabel={list.searchLabel}
        serial
        toolbar={
          <>
            {list.filters?.map((f) => <FilterField key={f.param} filter={f} value={filter[f.param] ?? ''} onChange={(v) => filterBy(f.param, v)} />)}
            {exportHref && (
              <a className="btn" href={exportHref} download>
                Export CSV
              </a>
            )}
          </>
        }
        actions={actions}
      />
    </>
  );
}
