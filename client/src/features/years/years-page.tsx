import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TermInput, YearInput, type AcademicYear } from '@contracts/years';
import { Alert, type AlertMessage } from '../../components/alert';
import { Page } from '../../components/page';
import { TextField } from '../../components/text-field';
import { bind, ZodForm } from '../../components/zod-form';
import { errorText } from '../../lib/api-client';
import { useSubmit } from '../../lib/use-submit';
import { YEARS_KEY, yearsApi, useYears } from './years-api';

function TermForm({ year, say }: { year: AcademicYear; say: (m: AlertMessage | null) => void }) {
  const add = useSubmit({ send: (t: TermInput) => yearsApi.addTerm(year.id, t), failure: 'Error adding term!', refresh: YEARS_KEY, say });
  return (
    <ZodForm schema={TermInput} defaultValues={{ name: '', starts_on: year.starts_on, ends_on: year.ends_on }} onSubmit={(v, form) => add.submit(v, form, () => form.reset())} submitLabel="Add Term" busy={add.busy} label={`Add a term to ${year.name}`} say={say}>
      {(form) => (
        <>
          <TextField label="Term" required {...bind(form, 'name')} />
          <TextField label="First day" type="date" required {...bind(form, 'starts_on')} />
          <TextField label="Last day" type="date" required {...bind(form, 'ends_on')} />
        </>
      )}
    </ZodForm>
  );
}

/** Academic years and their terms; one year is current, and the screens show it by default. */
export default function YearsPage() {
  const qc = useQueryClient();
  const years = useYears();
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const add = useSubmit({ send: yearsApi.create, failure: 'Error adding year!', refresh: YEARS_KEY, say: setAlert });
  const act = async (run: () => Promise<{ message?: string }>) => {
    setAlert(null);
    try {
      const res = await run();
      setAlert({ kind: 'success', text: res.message ?? 'Done.' });
    } catch (err) {
      setAlert({ kind: 'error', text: errorText(err, 'That did not work.') });
    }
    void qc.invalidateQueries({ queryKey: [YEARS_KEY] });
  };

  return (
    <Page title="Academic Years">
      <Alert message={alert} onClose={() => setAlert(null)} />
      <ZodForm schema={YearInput} defaultValues={{ name: '', starts_on: '', ends_on: '', current: false }} onSubmit={(v, form) => add.submit(v, form, () => form.reset())} submitLabel="Add Year" busy={add.busy} label="Add a year" say={setAlert}>
        {(form) => (
          <>
            <TextField label="Year" required placeholder="2026-27" {...bind(form, 'name')} />
            <TextField label="First day" type="date" required {...bind(form, 'starts_on')} />
            <TextField label="Last day" type="date" required {...bind(form, 'ends_on')} />
            <label className="field">
              <span>
                <input type="checkbox" {...form.register('current')} /> Current year
              </span>
            </label>
          </>
        )}
      </ZodForm>
      {years.error && <Alert message={{ kind: 'error', text: errorText(years.error, 'Failed to fetch years.') }} />}
      {years.data?.map((y) => (
        <section key={y.id} aria-label={`Year ${y.name}`} className="form-card">
          <h2>
            {y.name} ({y.starts_on} to {y.ends_on}){y.is_current ? ' · current' : ''}
          </h2>
          <div className="form-actions">
            {!y.is_current && (
              <button type="button" className="btn" onClick={() => void act(() => yearsApi.update(y.id, { name: y.name, starts_on: y.starts_on, ends_on: y.ends_on, current: true }))}>
                Make current
              </button>
            )}
            <button type="button" className="btn btn-danger" onClick={() => void act(() => yearsApi.remove(y.id))}>
              Delete year
            </button>
          </div>
          <ul>
            {y.terms.map((t) => (
              <li key={t.id}>
                {t.name}: {t.starts_on} to {t.ends_on}{' '}
                <button type="button" className="btn-icon" aria-label={`Delete term ${t.name}`} onClick={() => void act(() => yearsApi.removeTerm(t.id))}>
                  Delete
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
