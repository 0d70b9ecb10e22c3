import { IMPORT_FIELDS, type ImportKind, type ImportResult } from '@contracts/imports';
import { useT } from '../../i18n/use-t';

/**
 * Step 2 of the import: what the check (a dry run) found. Columns the server did not know, to map
 * to a field and check again; each problem by row, with the rejected rows to download and fix.
 */
export function ImportCheck({
  kind,
  report,
  mapping,
  onMap,
  onRejected,
  rejectedBusy,
  checkForm,
  busy,
}: {
  kind: ImportKind;
  report: ImportResult;
  mapping: Record<string, string>;
  onMap: (header: string, field: string) => void;
  onRejected: () => void;
  rejectedBusy: boolean;
  /** The id of step 1's form: Check again sends it with the mapping as it now stands. */
  checkForm: string;
  busy: boolean;
}) {
  const t = useT();
  const unknown = report.headers.filter((h) => h.field === null || mapping[h.header] !== undefined);
  return (
    <>
      {unknown.length > 0 && (
        <section aria-labelledby="mapping-title">
          <h3 id="mapping-title">{t('imports.mapTitle')}</h3>
          <p className="step-hint">{t('imports.mapHint')}</p>
          <div className="form-grid">
            {unknown.map((h) => (
              <div className="field" key={h.header}>
                <label htmlFor={`map-${h.header}`}>{h.header}</label>
                <select
                  id={`map-${h.header}`}
                  value={mapping[h.header] ?? ''}
                  onChange={(e) => onMap(h.header, e.target.value)}
                >
                  <option value="">{t('imports.ignore')}</option>
                  {IMPORT_FIELDS[kind].map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <button type="submit" form={checkForm} className="btn btn-primary" disabled={busy}>
            {t('imports.checkAgain')}
          </button>
        </section>
      )}
      {report.errors.length > 0 && (
        <section aria-labelledby="problems-title">
          <h3 id="problems-title">{t('imports.problemsTitle')}</h3>
          <p className="step-hint">{t('imports.checkHint')}</p>
          <button type="button" className="btn" onClick={onRejected} disabled={rejectedBusy}>
            {t('imports.downloadRejected')}
          </button>
          <table className="data-table import-problems">
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
    </>
  );
}
