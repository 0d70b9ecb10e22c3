import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { IMPORT_FIELDS, IMPORT_KINDS, type ImportKind, type ImportResult } from '@contracts/imports';
import { Alert, type AlertMessage } from '../../components/alert';
import { Page } from '../../components/page';
import { ApiError, errorText } from '../../lib/api-client';
import { importsApi } from './imports-api';

const KIND_LABEL: Record<ImportKind, string> = { students: 'Students', teachers: 'Teachers' };

const counts = (r: ImportResult) => `${r.inserted} to add, ${r.updated} to update, ${r.unchanged} unchanged`;

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
      setAlert(r.errors.length ? { kind: 'error', text: `${r.errors.length} problem${r.errors.length > 1 ? 's' : ''} to fix before importing (${counts(r)}).` } : { kind: 'info', text: `Ready to import: ${counts(r)}.` });
    },
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, 'The file could not be checked.') }),
  });
  const run = useMutation({
    mutationFn: () => importsApi.run(kind, file!, mapping),
    onMutate: () => setAlert(null),
    onSuccess: (r) => {
      setReport(null);
      setAlert({ kind: 'success', text: `Import done: ${r.inserted} added, ${r.updated} updated, ${r.unchanged} unchanged.` });
    },
    onError: (err) => {
      setReport(reportOf(err));
      setAlert({ kind: 'error', text: errorText(err, 'Error importing the file!') });
    },
  });
  const rejected = useMutation({
    mutationFn: () => importsApi.rejected(kind, file!, mapping),
    onSuccess: (blob) => saveBlob(blob, `${kind}-rejected.csv`),
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, 'The rejected rows could not be downloaded.') }),
  });

  const unknown = report?.headers.filter((h) => h.field === null || mapping[h.header] !== undefined) ?? [];
  const busy = check.isPending || run.isPending;

  return (
    <Page
      title="Import"
      actions={
        <a className="btn" href={importsApi.onerosterHref()} download>
          Export OneRoster (zip)
        </a>
      }
    >
      <Alert message={alert} onClose={() => setAlert(null)} />
      <form
        className="form-card"
        aria-label="Import a spreadsheet"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) check.mutate();
        }}
      >
        <label>
          Records{' '}
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
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>{' '}
        <a className="btn" href={importsApi.templateHref(kind)} download>
          Download template
        </a>
        <label>
          Spreadsheet (CSV or .xlsx){' '}
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
            Check file
          </button>
          <button type="button" className="btn btn-primary" disabled={!file || busy || !report || report.errors.length > 0} onClick={() => run.mutate()}>
            Import
          </button>
        </div>
      </form>

      {unknown.length > 0 && (
        <section aria-labelledby="mapping-title">
          <h2 id="mapping-title">Columns to map</h2>
          <p>These columns are not known. Choose the field each one holds (remembered for the next import), then check again.</p>
          {unknown.map((h) => (
            <label key={h.header} className="list-filter">
              {h.header}{' '}
              <select value={mapping[h.header] ?? ''} onChange={(e) => setMapping({ ...mapping, [h.header]: e.target.value })}>
                <option value="">Ignore</option>
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
          <h2 id="problems-title">Problems</h2>
          <button type="button" className="btn" onClick={() => rejected.mutate()} disabled={rejected.isPending}>
            Download rejected rows
          </button>
          <table className="data-table">
            <caption>Problems by row</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Field</th>
                <th scope="col">Problem</th>
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
