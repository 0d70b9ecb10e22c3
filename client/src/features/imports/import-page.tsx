import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ScreenKey } from '@contracts/i18n/keys';
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportKind, type ImportResult } from '@contracts/imports';
import { Alert, type AlertMessage } from '../../components/alert';
import { Page } from '../../components/page';
import { t as text } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { ApiError, errorText } from '../../lib/api-client';
import { importsApi } from './imports-api';

const KIND_LABEL: Record<ImportKind, ScreenKey> = { students: 'imports.students', teachers: 'imports.teachers' };

const counts = (r: ImportResult) => text('imports.counts', { inserted: r.inserted, updated: r.updated, unchanged: r.unchanged });

/** What a refused live run or a failed check says: the report when the server sent one. */
const reportOf = (err: unknown): ImportResult | null => (err instanceof ApiError && err.status === 422 ? (err.body as unknown as ImportResult) : null);

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The import wizard: choose a file, check it (a dry run), map unknown columns, see each
 * problem and download the rejected rows, fix them, check again, then import all at once.
 */
export default function ImportPage() {
  const t = useT();
  const [kind, setKind] = useState<ImportKind>('students');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ImportResult | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);

  const reset = () => {
    setReport(null);
    setAlert(null);
  };
  const check = useMutation({
    mutationFn: () => importsApi.check(kind, file!, mapping),
    onMutate: reset,
    onSuccess: (r) => {
      setReport(r);
      setAlert(r.errors.length ? { kind: 'error', text: t('imports.problems', { count: r.errors.length, counts: counts(r) }) } : { kind: 'info', text: t('imports.ready', { counts: counts(r) }) });
    },
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, t('imports.checkFailed')) }),
  });
  const run = useMutation({
    mutationFn: () => importsApi.run(kind, file!, mapping),
    onMutate: () => setAlert(null),
    onSuccess: (r) => {
      setReport(null);
      setAlert({ kind: 'success', text: t('imports.done', { inserted: r.inserted, updated: r.updated, unchanged: r.unchanged }) });
    },
    onError: (err) => {
      setReport(reportOf(err));
      setAlert({ kind: 'error', text: errorText(err, t('imports.failed')) });
    },
  });
  const rejected = useMutation({
    mutationFn: () => importsApi.rejected(kind, file!, mapping),
    onSuccess: (blob) => saveBlob(blob, `${kind}-rejected.csv`),
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, t('imports.rejectedFailed')) }),
  });

  const unknown = report?.headers.filter((h) => h.field === null || mapping[h.header] !== undefined) ?? [];
  const busy = check.isPending || run.isPending;

  return (
    <Page
      title={t('menu.import')}
      actions={
        <a className="btn" href={importsApi.onerosterHref()} download>
          {t('imports.oneRoster')}
        </a>
      }
    >
      <Alert message={alert} onClose={() => setAlert(null)} />
      <form
        className="form-card"
        aria-label={t('imports.form')}
        onSubmit={(e) => {
          e.preventDefault();
          if (file) check.mutate();
        }}
      >
        <label>
          {t('deleted.records')}{' '}
          <select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as ImportKind);
              setMapping({});
              reset();
            }}
          >
            {IMPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(KIND_LABEL[k])}
              </option>
            ))}
          </select>
        </label>{' '}
        <a className="btn" href={importsApi.templateHref(kind)} download>
          {t('imports.template')}
        </a>
        <label>
          {t('imports.spreadsheet')}{' '}
          <input
            type="file"
            accept=".csv,.xlsx,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              reset();
            }}
          />
        </label>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={!file || busy}>
            {t('imports.check')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!file || busy || !report || report.errors.length > 0} onClick={() => run.mutate()}>
            {t('imports.import')}
          </button>
        </div>
      </form>

      {unknown.length > 0 && (
        <section aria-labelledby="mapping-title">
          <h2 id="mapping-title">{t('imports.mapTitle')}</h2>
          <p>{t('imports.mapHint')}</p>
          {unknown.map((h) => (
            <label key={h.header} className="list-filter">
              {h.header}{' '}
              <select value={mapping[h.header] ?? ''} onChange={(e) => setMapping({ ...mapping, [h.header]: e.target.value })}>
                <option value="">{t('imports.ignore')}</option>
                {IMPORT_FIELDS[kind].map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </section>
      )}

      {report && report.errors.length > 0 && (
        <section aria-labelledby="problems-title">
          <h2 id="problems-title">{t('imports.problemsTitle')}</h2>
          <button type="button" className="btn" onClick={() => rejected.mutate()} disabled={rejected.isPending}>
            {t('imports.downloadRejected')}
          </button>
          <table className="data-table">
            <caption>{t('imports.problemsByRow')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('imports.row')}</th>
                <th scope="col">{t('imports.field')}</th>
                <th scope="col">{t('imports.problem')}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e) => (
                <tr key={`${e.row}-${e.field}`}>
                  <td>{e.row}</td>
                  <td>{e.field}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Page>
  );
}
