import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListParams } from '@contracts/list';
import { useT } from '../i18n/use-t';
import { buildUrl } from '../lib/api-client';
import { useList, withSearch } from '../lib/use-list';
import { useSchoolPlaces } from '../lib/school-setup';
import { useYears } from '../lib/use-years';
import { errorMessage, type FailureText, failureText } from '../lib/use-submit';
import { Alert } from './alert';
import { type Column, DataTable } from './data-table';
import { DateField } from './date-field';
import './record-list.css';

/**
 * A filter above the list, sent as the query parameter `param`: a class of the school's setup
 * (or All), a section any of its classes has (or All), a day, or one of `options` (the first one, sent as blank, is the
 * server's default).
 */
export interface ListFilter {
  param: string;
  label: string;
  kind: 'class' | 'section' | 'date' | 'options' | 'year';
  options?: readonly { value: string; label: string }[];
}

export interface CrudList<Row> {
  /** TanStack Query key; every change refetches it. */
  key: string;
  path: string;
  caption: string;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** Shown when the list cannot be loaded, e.g. t('fees.loadFailed') */
  loadError: FailureText;
  /** GET path of the CSV export; adds an "Export CSV" link that keeps the search and sort. */
  exportPath?: string;
  searchLabel?: string;
  filters?: ListFilter[];
}

function FilterField({
  filter,
  value,
  onChange,
  years,
}: {
  filter: ListFilter;
  value: string;
  onChange: (value: string) => void;
  years: { value: string; label: string }[];
}) {
  const t = useT();
  const places = useSchoolPlaces(filter.kind === 'class' || filter.kind === 'section');
  const options = filter.kind === 'year' ? [...years, { value: '', label: t('list.allYears') }] : filter.options;
  // The date field has its own label; the list asks for a day only once one is typed whole.
  if (filter.kind === 'date')
    return (
      <div className="list-filter list-filter-date">
        <DateField
          label={filter.label}
          value={value}
          onChange={(v) => (v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v)) && onChange(v)}
        />
      </div>
    );
  return (
    <label className="list-filter">
      {filter.label}{' '}
      {filter.kind === 'options' || filter.kind === 'year' ? (
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('list.all')}</option>
          {(filter.kind === 'class' ? places.classes : places.sections()).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
    </label>
  );
}

/**
 * The server-paged list of a records screen: filters, search, sort, paging, the row actions.
 * `initial` is the first order and page; `highlight` the key of a row to mark.
 */
export function RecordList<Row>({
  list,
  actions,
  initial,
  highlight,
}: {
  list: CrudList<Row>;
  actions?: (row: Row) => ReactNode;
  initial?: ListParams;
  highlight?: string | number;
}) {
  const t = useT();
  // The filters live in the address beside the list's search, sort and page.
  const [search, setSearch] = useSearchParams();
  const filter: Record<string, string> = Object.fromEntries(
    (list.filters ?? []).flatMap((f) => (search.has(f.param) ? [[f.param, search.get(f.param)!]] : [])),
  );
  // A year filter shows the current year until another (or all years) is chosen.
  const yearFilter = list.filters?.find((f) => f.kind === 'year');
  const years = useYears(Boolean(yearFilter)).data ?? [];
  const current = years.find((y) => y.is_current);
  const shown =
    yearFilter && filter[yearFilter.param] === undefined && current
      ? { ...filter, [yearFilter.param]: String(current.id) }
      : filter;
  const yearOptions = years.map((y) => ({ value: String(y.id), label: y.name }));
  const table = useList<Row>(list.key, list.path, shown, initial);
  // One change of address for the filter and the page, so Back undoes both at once. A chosen
  // "All years" is kept as an empty value: absent means the current year.
  const filterBy = (param: string, value: string) =>
    setSearch(
      (s) => {
        const next = withSearch(s, { [param]: value, page: 1 });
        if (value === '' && param === yearFilter?.param) next.set(param, '');
        return next;
      },
      { preventScrollReset: true },
    );
  const loadError = table.error && failureText(list.loadError, table.error);
  const exportHref =
    list.exportPath &&
    buildUrl(list.exportPath, { q: table.params.q, sort: table.params.sort, order: table.params.order });

  return (
    <>
      {loadError && <Alert message={errorMessage(loadError)} />}
      <DataTable
        caption={list.caption}
        columns={list.columns}
        rows={table.rows}
        rowKey={list.rowKey}
        total={table.total}
        totalAtLeast={table.atLeast}
        params={table.params}
        onParamsChange={table.setParams}
        loading={table.isLoading}
        searchLabel={list.searchLabel}
        serial
        filtered={Object.entries(filter).some(([param, v]) => v !== '' && param !== yearFilter?.param)}
        highlight={highlight}
        toolbar={
          <>
            {list.filters?.map((f) => (
              <FilterField
                key={f.param}
                filter={f}
                value={shown[f.param] ?? ''}
                onChange={(v) => filterBy(f.param, v)}
                years={yearOptions}
              />
            ))}
            {exportHref && (
              <a className="btn" href={exportHref} download>
                {t('list.exportCsv')}
              </a>
            )}
          </>
        }
        actions={actions}
      />
    </>
  );
}
