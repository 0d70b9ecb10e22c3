import { placeLabel } from '@contracts/place-label';
import { useState } from 'react';
import type { ChoicesSheet } from '@contracts/choices';
import { subjectNameIn } from '@contracts/exam-subjects';
import type { AlertMessage } from '../../components/alert';
import { SaveBar } from '../../components/save-bar';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useLanguage, useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useSaveChoices } from './choices-api';

/** Per pupil, per group, the code chosen ('' for none yet). */
type Chosen = Record<string, Record<string, string>>;

const chosenOf = (sheet: ChoicesSheet): Chosen =>
  Object.fromEntries(
    sheet.pupils.map((p) => [
      p.student_id,
      Object.fromEntries(sheet.groups.map((g) => [g.name, p.choices[g.name] ?? ''])),
    ]),
  );

/**
 * One row a pupil, one select a choice group. Only the pupils whose choices were changed are
 * sent, so two people at the office setting different pupils do not undo each other.
 */
export function ChoicesSheetTable({ sheet, section }: { sheet: ChoicesSheet; section: string | null }) {
  const t = useT();
  const language = useLanguage();
  const save = useSaveChoices();
  const [shown, setShown] = useState(sheet);
  const [values, setValues] = useState(() => chosenOf(sheet));
  const [outcome, setOutcome] = useState<AlertMessage | null>(null);
  // A sheet read afresh (after a save, or another class opened) starts from what it holds.
  if (shown !== sheet) {
    setShown(sheet);
    setValues(chosenOf(sheet));
  }
  const saved = chosenOf(sheet);
  const changed = sheet.pupils.filter((p) =>
    sheet.groups.some((g) => values[p.student_id][g.name] !== saved[p.student_id][g.name]),
  );
  const place = section
    ? t('teach.classSection', { class: sheet.class, section })
    : t('teach.classOnly', { class: sheet.class });
  if (!sheet.pupils.length) return <p className="marks-muted">{t('attendance.emptyClass', { place })}</p>;

  const submit = () => {
    if (!changed.length) return setOutcome({ kind: 'info', text: t('subjectChoices.nothingChanged') });
    setOutcome(null);
    save.mutate(
      {
        class: sheet.class,
        entries: changed.map((p) => ({
          student_id: p.student_id,
          choices: Object.fromEntries(
            sheet.groups
              .filter((g) => values[p.student_id][g.name] !== saved[p.student_id][g.name])
              .map((g) => [g.name, values[p.student_id][g.name] || null]),
          ),
        })),
      },
      {
        onSuccess: (res) => setOutcome({ kind: 'success', text: res.message }),
        onError: (err) => setOutcome({ kind: 'error', text: errorText(err, t('subjectChoices.saveFailed')) }),
      },
    );
  };

  return (
    <div className="subject-choices">
      <UnsavedChangesGuard when={changed.length > 0} />
      <div className="table-scroll">
        <table className="data-table">
          <caption>
            {t('subjectChoices.of', {
              place: placeLabel({ class: sheet.class, section }),
              year: sheet.year?.name ?? '',
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('receipt.student')}</th>
              {sheet.groups.map((g) => (
                <th scope="col" key={g.name}>
                  {g.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.pupils.map((p) => (
              <tr key={p.student_id}>
                <th scope="row">
                  {p.name}
                  <span className="marks-muted student-code">
                    {p.student_id}
                    {section ? '' : ` · ${p.section}`}
                  </span>
                </th>
                {sheet.groups.map((g) => (
                  <td key={g.name}>
                    <select
                      aria-label={t('subjectChoices.cellLabel', { group: g.name, name: p.name })}
                      value={values[p.student_id][g.name]}
                      onChange={(e) =>
                        setValues((prev) => ({
                          ...prev,
                          [p.student_id]: { ...prev[p.student_id], [g.name]: e.target.value },
                        }))
                      }
                    >
                      <option value="">{t('subjectChoices.notChosen')}</option>
                      {g.subjects.map((s) => (
                        <option key={s.code} value={s.code}>
                          {subjectNameIn(s, language)}
                        </option>
                      ))}
                    </select>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SaveBar
        label={t('subjectChoices.save')}
        busyLabel={t('common.saving')}
        saving={save.isPending}
        outcome={outcome}
        onSave={submit}
      />
    </div>
  );
}
