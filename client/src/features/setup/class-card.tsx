import { useFieldArray } from 'react-hook-form';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind } from '../../lib/use-checked-form';
import { useT } from '../../i18n/use-t';
import { RowFlags } from './row-flags';
import { at, useSetupForm } from './setup-context';
import { emptySection, emptySubject } from './setup-form';

/** One subject of a class: its code, names in the three languages, marks and choice group. */
function SubjectRow({ path, label }: { path: string; label: string }) {
  const t = useT();
  const { form } = useSetupForm();
  return (
    <li className="setup-row" aria-label={label}>
      <TextField label={t('schoolSetup.code')} {...bind(form, at(`${path}.code`))} />
      <TextField label={t('schoolSetup.nameEn')} {...bind(form, at(`${path}.name`))} />
      <TextField label={t('schoolSetup.nameOr')} lang="or" {...bind(form, at(`${path}.name_or`))} />
      <TextField label={t('schoolSetup.nameHi')} lang="hi" {...bind(form, at(`${path}.name_hi`))} />
      <TextField
        label={t('schoolSetup.maxMarks')}
        type="number"
        min={1}
        max={1000}
        {...bind(form, at(`${path}.max_marks`))}
        {...form.register(at(`${path}.max_marks`), { valueAsNumber: true })}
      />
      <TextField label={t('schoolSetup.choiceGroup')} {...bind(form, at(`${path}.choice_group`))} />
      <label className="setup-check">
        <input type="checkbox" {...form.register(at(`${path}.counts_in_total`))} /> {t('schoolSetup.countsInTotal')}
      </label>
      <RowFlags path={path} label={label} />
    </li>
  );
}

/** A class: its name, grading, sections and subjects, folded so a long list of classes stays short. */
export function ClassCard({
  index,
  count,
  move,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
}) {
  const t = useT();
  const { form } = useSetupForm();
  const path = `classes.${index}`;
  const sections = useFieldArray({ control: form.control, name: at(`${path}.sections`) as 'classes.0.sections' });
  const subjects = useFieldArray({ control: form.control, name: at(`${path}.subjects`) as 'classes.0.subjects' });
  const name = String(form.watch(at(`${path}.name`)) ?? '');
  const label = t('schoolSetup.classNamed', { name });
  const gradings = form.watch('gradings').map((g) => g.name);
  const sectionNames = form.watch(at(`${path}.sections`)) as { name: string }[];
  const subjectCodes = form.watch(at(`${path}.subjects`)) as { code: string }[];
  return (
    <details className="form-card setup-class" aria-label={label}>
      <summary>{label}</summary>
      <div className="setup-row">
        <TextField label={t('schoolSetup.className')} {...bind(form, at(`${path}.name`))} />
        <SelectField label={t('schoolSetup.grading')} options={gradings} {...bind(form, at(`${path}.grading`))} />
        <button
          type="button"
          className="btn"
          disabled={index === 0}
          aria-label={t('schoolSetup.moveUp', { name: label })}
          onClick={() => move(index, index - 1)}
        >
          {t('schoolSetup.up')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={index === count - 1}
          aria-label={t('schoolSetup.moveDown', { name: label })}
          onClick={() => move(index, index + 1)}
        >
          {t('schoolSetup.down')}
        </button>
        <RowFlags path={path} label={label} />
      </div>
      <h3>{t('schoolSetup.sections')}</h3>
      <ul className="setup-list">
        {sections.fields.map((f, i) => (
          <li
            key={f.id}
            className="setup-row"
            aria-label={t('schoolSetup.sectionNamed', { name: sectionNames[i]?.name ?? '' })}
          >
            <TextField label={t('schoolSetup.sectionName')} {...bind(form, at(`${path}.sections.${i}.name`))} />
            <RowFlags
              path={`${path}.sections.${i}`}
              label={t('schoolSetup.sectionOf', { class: name, name: sectionNames[i]?.name ?? '' })}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={() => sections.append(emptySection())}>
        {t('schoolSetup.addSectionTo', { name })}
      </button>
      <h3>{t('schoolSetup.subjects')}</h3>
      <ul className="setup-list">
        {subjects.fields.map((f, i) => (
          <SubjectRow
            key={f.id}
            path={`${path}.subjects.${i}`}
            label={t('schoolSetup.subjectOf', { class: name, name: subjectCodes[i]?.code ?? '' })}
          />
        ))}
      </ul>
      <button type="button" className="btn" onClick={() => subjects.append(emptySubject())}>
        {t('schoolSetup.addSubjectTo', { name })}
      </button>
    </details>
  );
}
