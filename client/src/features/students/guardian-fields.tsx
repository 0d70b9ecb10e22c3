import { useFieldArray } from 'react-hook-form';
import { type GuardianMatch, MAX_GUARDIANS, RELATIONS } from '@contracts/guardians';
import type { StudentInput } from '@contracts/students';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { useT } from '../../i18n/use-t';
import { GuardianMatchChoiceBox } from './guardian-match-choice';
import './guardian-fields.css';

const blank = { name: '', relation: 'father' as const, email: '', mobile: '', notify: true };

/**
 * The student's guardians on the add form and the edit dialog. A guardian entered exactly as the
 * school knows them (a brother's or sister's) is linked by the server, not copied; one that
 * shares only an email or mobile comes back as a match (`matches`, from the last save) for the
 * admin to choose on its card. A guardian the edit dialog loaded keeps their ID: changing their
 * details corrects that guardian for all their children.
 */
export function GuardianFields({
  form,
  matches = [],
  forgetMatches,
}: {
  form: FormOf<typeof StudentInput>;
  matches?: GuardianMatch[];
  forgetMatches?: () => void;
}) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'guardians' });
  const relations = RELATIONS.map((r) => ({ value: r, label: t(`students.relation.${r}`) }));
  return (
    <fieldset className="guardians span-all">
      <legend>{t('students.guardiansLegend')}</legend>
      {fields.map((field, i) => (
        <div className="guardian-row" key={field.id} role="group" aria-label={t('students.guardianN', { n: i + 1 })}>
          {field.guardian_id && (
            <p className="guardian-known span-all">{t('students.guardianKnown', { id: field.guardian_id })}</p>
          )}
          <TextField label={t('students.guardianName')} autoComplete="off" {...bind(form, `guardians.${i}.name`)} />
          <SelectField label={t('students.relation')} options={relations} {...bind(form, `guardians.${i}.relation`)} />
          <TextField
            label={t('students.guardianEmail')}
            type="email"
            autoComplete="off"
            {...bind(form, `guardians.${i}.email`)}
          />
          <TextField
            label={t('students.guardianMobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            {...bind(form, `guardians.${i}.mobile`)}
          />
          <label className="guardian-notify">
            <input type="checkbox" {...form.register(`guardians.${i}.notify`)} /> {t('students.guardianNotify')}
          </label>
          <button
            type="button"
            className="btn"
            onClick={() => {
              remove(i);
              // The matches were numbered by the cards as they were.
              forgetMatches?.();
            }}
            aria-label={t('students.removeGuardian', { n: i + 1 })}
          >
            {t('form.remove')}
          </button>
          <GuardianMatchChoiceBox form={form} index={i} match={matches.find((m) => m.index === i)} />
        </div>
      ))}
      {fields.length < MAX_GUARDIANS && (
        <button type="button" className="btn" onClick={() => append(blank)}>
          {t('students.addGuardian')}
        </button>
      )}
    </fieldset>
  );
}
