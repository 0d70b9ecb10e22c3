import { useFieldArray } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { bind } from '../../lib/use-checked-form';
import { at, useSetupForm } from './setup-context';

/** A grading scheme's name and bands (a grade from a minimum percentage). */
function GradingCard({ index, remove }: { index: number; remove: () => void }) {
  const t = useT();
  const { form } = useSetupForm();
  const path = `gradings.${index}`;
  const bands = useFieldArray({ control: form.control, name: at(`${path}.bands`) as 'gradings.0.bands' });
  const name = form.watch(at(`${path}.name`)) as string;
  return (
    <fieldset className="form-card">
      <legend>{t('schoolSetup.gradingNamed', { name })}</legend>
      <div className="setup-row">
        <TextField label={t('schoolSetup.gradingName')} {...bind(form, at(`${path}.name`))} />
        <button type="button" className="btn" onClick={remove}>
          {t('schoolSetup.removeOf', { name })}
        </button>
      </div>
      <ul className="setup-list">
        {bands.fields.map((f, i) => (
          <li key={f.id} className="setup-row">
            <TextField label={t('schoolSetup.grade')} {...bind(form, at(`${path}.bands.${i}.grade`))} />
            <TextField
              label={t('schoolSetup.bandMin')}
              type="number"
              step="0.01"
              {...bind(form, at(`${path}.bands.${i}.min`))}
              {...form.register(at(`${path}.bands.${i}.min`), { valueAsNumber: true })}
            />
            <button type="button" className="btn" onClick={() => bands.remove(i)}>
              {t('schoolSetup.remove')}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={() => bands.append({ grade: '', min: 0 })}>
        {t('schoolSetup.addBand')}
      </button>
    </fieldset>
  );
}

export function GradingsEditor() {
  const t = useT();
  const { form } = useSetupForm();
  const gradings = useFieldArray({ control: form.control, name: 'gradings' });
  return (
    <section aria-label={t('schoolSetup.gradings')}>
      <h2>{t('schoolSetup.gradings')}</h2>
      {gradings.fields.map((f, i) => (
        <GradingCard key={f.id} index={i} remove={() => gradings.remove(i)} />
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => gradings.append({ name: '', bands: [{ grade: '', min: 0 }] })}
      >
        {t('schoolSetup.addGrading')}
      </button>
    </section>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** This academic year's weekly offs and named holidays. */
export function DaysEditor({ year }: { year: string | null }) {
  const t = useT();
  const { form } = useSetupForm();
  const holidays = useFieldArray({ control: form.control, name: 'holidays' });
  return (
    <section aria-label={t('schoolSetup.days')} className="form-card">
      <h2>{year ? t('schoolSetup.daysOf', { year }) : t('schoolSetup.days')}</h2>
      {!year && <p>{t('schoolSetup.noYear')}</p>}
      <fieldset className="setup-row">
        <legend>{t('schoolSetup.weeklyOffs')}</legend>
        {WEEKDAYS.map((d) => (
          <label key={d} className="setup-check">
            <input type="checkbox" value={String(d)} {...form.register('weekly_offs')} /> {t(`schoolSetup.day${d}`)}
          </label>
        ))}
      </fieldset>
      <ul className="setup-list">
        {holidays.fields.map((f, i) => (
          <li key={f.id} className="setup-row">
            <TextField label={t('schoolSetup.holidayDate')} type="date" {...bind(form, at(`holidays.${i}.date`))} />
            <TextField label={t('schoolSetup.holidayName')} {...bind(form, at(`holidays.${i}.name`))} />
            <button type="button" className="btn" onClick={() => holidays.remove(i)}>
              {t('schoolSetup.remove')}
            </button>
          </li>
        ))}
      </ul>
      {year && (
        <button type="button" className="btn" onClick={() => holidays.append({ date: '', name: '' })}>
          {t('schoolSetup.addHoliday')}
        </button>
      )}
    </section>
  );
}
