import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ScreenKey } from '@contracts/i18n/keys';
import { IMPORT_KINDS, ImportChoice, type ImportKind, type ImportResult } from '@contracts/imports';
import { Alert, type AlertMessage } from '../../components/alert';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { Steps } from '../../components/steps';
import { serverSentence, t as text } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { ApiError, errorText } from '../../lib/api-client';
import { useCheckedForm } from '../../lib/use-checked-form';
import { ImportCheck } from './import-check';
import { importsApi } from './imports-api';

const KIND_LABEL: Record<ImportKind, ScreenKey> = { students: 'imports.students', teachers: 'imports.teachers' };

const counts = (r: ImportResult) =>
  text('imports.counts', { inserted: r.inserted, updated: r.updated, unchanged: r.unchanged });

/** What a refused live run or a failed check says: the report when the server sent one. */
const reportOf = (err: unknown): ImportResult | null =>
  err instanceof ApiError && err.status === 422 ? (err.body as unknown as ImportResult) : null;

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The import, step by step: 1 choose what the file holds and the file; 2 check it (a dry run:
 * unknown columns to map, each problem by row, the rejected rows to download and fix); 3 import
 * every row at once, possible only after a check that found nothing; 4 the result. Step 1 stays
 * on screen throughout, so a fixed file is chosen again where the first one was.
 */
export default function ImportPage() {
  const t = useT();
  const formId = useId();
  const { form, onSubmit } = useCheckedForm({
    schema: ImportChoice,
    defaultValues: { kind: 'students', file: undefined },
    onSubmit: (choice) => check.mutate(choice),
  });
  const kind = form.watch('kind');
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [report, setReport] = useState<ImportResult | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  // The file box is the browser's: a new one is the way to empty it for the next file.
  const [fileBox, setFileBox] = useState(0);

  const reset = () => {
    setReport(null);
    setResult(null);
    setAlert(null);
  };
  const check = useMutation({
    mutationFn: (choice: ImportChoice) => importsApi.check(choice.kind, choice.file, mapping),
    onMutate: reset,
    onSuccess: (r) => {
      setReport(r);
      setAlert(
        r.errors.length
          ? { kind: 'error', text: t('imports.problems', { count: r.errors.length, counts: counts(r) }) }
          : { kind: 'info', text: t('imports.ready', { counts: counts(r) }) },
      );
    },
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, t('imports.checkFailed')) }),
  });
  const chosen = () => form.getValues() as ImportChoice;
  const run = useMutation({
    mutationFn: () => importsApi.run(kind, chosen().file, mapping),
    onMutate: () => setAlert(null),
    onSuccess: (r) => {
      setReport(null);
      setResult(r);
      setAlert({
        kind: 'success',
        text: t('imports.done', { inserted: r.inserted, updated: r.updated, unchanged: r.unchanged }),
      });
    },
    onError: (err) => {
      setReport(reportOf(err));
      setAlert({ kind: 'error', text: errorText(err, t('imports.failed')) });
    },
  });
  const rejected = useMutation({
    mutationFn: () => importsApi.rejected(kind, chosen().file, mapping),
    onSuccess: (blob) => saveBlob(blob, `${kind}-rejected.csv`),
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, t('imports.rejectedFailed')) }),
  });

  const busy = check.isPending || run.isPending;
  const clean =
    report !== null &&
    report.errors.length === 0 &&
    !report.headers.some((h) => h.field === null && mapping[h.header] === undefined);
  const step = result ? 4 : clean ? 3 : report ? 2 : 1;
  const fileError = form.formState.errors.file?.message;
  const kindField = form.register('kind', { onChange: () => (setMapping({}), reset()) });

  return (
    <Page
      title={t('menu.import')}
      actions={
        <a className="btn" href={importsApi.onerosterHref()} download>
          {t('imports.oneRoster')}
        </a>
      }
    >
      <Steps
        steps={[t('imports.stepChoose'), t('imports.stepCheck'), t('imports.stepImport'), t('imports.stepResult')]}
        current={step}
      />
      <Alert message={alert} onClose={() => setAlert(null)} />
      <form id={formId} className="step-card" aria-label={t('imports.form')} noValidate onSubmit={onSubmit}>
        <h2>1. {t('imports.stepChoose')}</h2>
        <p className="step-hint">{t('imports.chooseHint')}</p>
        <div className="form-grid">
          <SelectField
            label={t('deleted.records')}
            options={IMPORT_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
            {...kindField}
          />
          <div className="field field-button">
            <a className="btn" href={importsApi.templateHref(kind)} download>
              {t('imports.template')}
            </a>
          </div>
          <div className="field">
            <label htmlFor={`${formId}-file`}>{t('imports.spreadsheet')}</label>
            <input
              key={fileBox}
              id={`${formId}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${formId}-file-error` : undefined}
              onChange={(e) => {
                form.setValue('file', e.target.files?.[0] as File, { shouldValidate: form.formState.isSubmitted });
                reset();
              }}
            />
            {fileError && (
              <span className="field-error" id={`${formId}-file-error`}>
                {serverSentence(fileError)}
              </span>
            )}
          </div>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('imports.check')}
          </button>
        </div>
      </form>

      <section className="step-card" aria-labelledby="check-title">
        <h2 id="check-title">2. {t('imports.stepCheck')}</h2>
        {report && (report.errors.length > 0 || !clean) ? (
          <ImportCheck
            kind={kind}
            report={report}
            mapping={mapping}
            onMap={(header, field) => setMapping({ ...mapping, [header]: field })}
            onRejected={() => rejected.mutate()}
            rejectedBusy={rejected.isPending}
            checkForm={formId}
            busy={busy}
          />
        ) : (
          <p className={report ? 'step-hint' : 'step-empty'}>
            {report ? t('imports.importHint') : t('imports.checkEmpty')}
          </p>
        )}
      </section>

      <section className="step-card" aria-labelledby="run-title">
        <h2 id="run-title">3. {t('imports.stepImport')}</h2>
        {!clean && <p className="step-hint">{t('imports.notChecked')}</p>}
        <button type="button" className="btn btn-primary" disabled={!clean || busy} onClick={() => run.mutate()}>
          {t('imports.import')}
        </button>
      </section>

      {result && (
        <section className="step-card" aria-labelledby="result-title">
          <h2 id="result-title">4. {t('imports.stepResult')}</h2>
          <dl className="details-grid">
            {(['added', 'updated', 'unchanged'] as const).map((k) => (
              <div key={k}>
                <dt>{t(`imports.${k}`)}</dt>
                <dd>{k === 'added' ? result.inserted : result[k]}</dd>
              </div>
            ))}
          </dl>
          <div className="form-actions">
            <button
              type="button"
              className="btn"
              onClick={() => {
                form.reset();
                setFileBox(fileBox + 1);
                setMapping({});
                reset();
              }}
            >
              {t('imports.another')}
            </button>
          </div>
        </section>
      )}
    </Page>
  );
}
