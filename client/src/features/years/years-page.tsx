import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TermInput, YearInput, type AcademicYear } from '@contracts/years';
import { FormDateField } from '../../components/date-field';
import { Alert, type AlertMessage } from '../../components/alert';
import { Page } from '../../components/page';
import { TextField } from '../../components/text-field';
import { bind, ZodForm } from '../../components/zod-form';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';
import { YEARS_KEY, yearsApi, useYears } from './years-api';

function TermForm({ year, say }: { year: AcademicYear; say: (m: AlertMessage | null) => void }) {
  const t = useT();
  const add = useSubmit({
    send: (term: TermInput) => yearsApi.addTerm(year.id, term),
    failure: t('years.termFailed'),
    refresh: YEARS_KEY,
    say,
  });
  return (
    <ZodForm
      schema={TermInput}
      defaultValues={{ name: '', starts_on: year.starts_on, ends_on: year.ends_on }}
      onSubmit={(v, form) => add.submit(v, form, () => form.reset())}
      submitLabel={t('years.addTerm')}
      busy={add.busy}
      label={t('years.addTermTo', { year: year.name })}
      say={say}
    >
      {(form) => (
        <>
          <TextField label={t('years.term')} required {...bind(form, 'name')} />
          <FormDateField label={t('years.firstDay')} required form={form} name="starts_on" />
          <FormDateField label={t('years.lastDay')} required form={form} name="ends_on" />
        </>
      )}
    </ZodForm>
  );
}

/** Academic years and their terms; one year is current, and the screens show it by default. */
export default function YearsPage() {
  const t = useT();
  const { date } = useFormat();
  const qc = useQueryClient();
  const years = useYears();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const add = useSubmit({ send: yearsApi.create, failure: t('years.addFailed'), refresh: YEARS_KEY, say: setAlert });
  const act = async (run: () => Promise<{ message?: string }>) => {
    setAlert(null);
    try {
      const res = await run();
      setAlert({ kind: 'success', text: res.message ?? t('years.done') });
    } catch (err) {
      setAlert({ kind: 'error', text: errorText(err, t('years.failed')) });
    }
    void qc.invalidateQueries({ queryKey: [YEARS_KEY] });
  };

  return (
    <Page title={t('menu.years')}>
      <Alert message={alert} onClose={() => setAlert(null)} />
      <ZodForm
        schema={YearInput}
        defaultValues={{ name: '', starts_on: '', ends_on: '', current: false }}
        onSubmit={(v, form) => add.submit(v, form, () => form.reset())}
        submitLabel={t('years.addYear')}
        busy={add.busy}
        label={t('years.addAYear')}
        say={setAlert}
      >
        {(form) => (
          <>
            <TextField label={t('years.year')} required placeholder="2026-27" {...bind(form, 'name')} />
            <FormDateField label={t('years.firstDay')} required form={form} name="starts_on" />
            <FormDateField label={t('years.lastDay')} required form={form} name="ends_on" />
            <label className="field">
              <span>
                <input type="checkbox" {...form.register('current')} /> {t('years.current')}
              </span>
            </label>
          </>
        )}
      </ZodForm>
      {years.error && <Alert message={{ kind: 'error', text: errorText(years.error, t('years.loadFailed')) }} />}
      {years.data?.map((y) => (
        <section key={y.id} aria-label={t('years.yearLabel', { year: y.name })} className="form-card">
          <h2>
            {t('years.range', { name: y.name, from: date(y.starts_on), to: date(y.ends_on) })}
            {y.is_current ? ` ${t('years.currentMark')}` : ''}
          </h2>
          <div className="form-actions">
            {!y.is_current && (
              <button
                type="button"
                className="btn"
                onClick={() =>
                  void act(() =>
                    yearsApi.update(y.id, { name: y.name, starts_on: y.starts_on, ends_on: y.ends_on, current: true }),
                  )
                }
              >
                {t('years.makeCurrent')}
              </button>
            )}
            <button type="button" className="btn btn-danger" onClick={() => void act(() => yearsApi.remove(y.id))}>
              {t('years.deleteYear')}
            </button>
          </div>
          <ul>
            {y.terms.map((term) => (
              <li key={term.id}>
                {t('years.termRange', { name: term.name, from: date(term.starts_on), to: date(term.ends_on) })}{' '}
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={t('years.deleteTerm', { name: term.name })}
                  onClick={() => void act(() => yearsApi.removeTerm(term.id))}
                >
                  {t('common.delete')}
                </button>
              </li>
            ))}
          </ul>
          <TermForm year={y} say={setAlert} />
        </section>
      ))}
    </Page>
  );
}
