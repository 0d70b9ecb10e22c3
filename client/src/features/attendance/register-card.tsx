import { useTeachingChoices } from '../../lib/use-teaching';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { localToday, RegisterQuery } from '@contracts/attendance';
import { Alert, type AlertMessage } from '../../components/alert';
import { Loading } from '../../components/loading';
import { DateField } from '../../components/date-field';
import { SelectField } from '../../components/select-field';
import { useT } from '../../i18n/use-t';
import { useFormat } from '../../lib/use-format';
import { ApiError, errorText } from '../../lib/api-client';
import { REGISTER_PARAMS } from '../../lib/paths';
import { placeLabel } from '@contracts/place-label';
import { withCurrent } from '../../lib/school-setup';
import { useCurrentUser } from '../../lib/auth';
import { saveOrKeep } from '../../lib/offline/offline-saves';
import type { Register, RegisterInput, RegisterSaved } from '@contracts/attendance';
import { useAttendanceMutation, useRegister } from './attendance-api';
import { RegisterRoster } from './register-roster';

/** What the teacher's copy of the register showed for a student: the saved status, or null when not taken. */
const copyOf = (register: Register, studentId: string) => {
  const row = register.students.find((s) => s.student_id === studentId);
  return row?.saved ? row.status : null;
};

/** Class register: pick a class, a section and a day, mark who is absent, save once. */
export function RegisterCard() {
  const t = useT();
  const { date } = useFormat();
  const teaching = useTeachingChoices();
  // The chosen class, section and day are in the address (a reload or Back keeps them, and the
  // dashboard's links name them); a teacher's own class-teacher section is open until they
  // choose another.
  const [search, setSearch] = useSearchParams();
  const picked = {
    class: search.get(REGISTER_PARAMS.class) ?? undefined,
    section: search.get(REGISTER_PARAMS.section) ?? undefined,
    date: search.get(REGISTER_PARAMS.date) ?? localToday(),
  };
  const choice = {
    class: picked.class ?? teaching.home.class,
    section: picked.section ?? teaching.home.section,
    date: picked.date,
  };
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  // The register saved on this screen (class, section and day), greeted as saved when it comes back.
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const parsed = RegisterQuery.safeParse(choice);
  const q = parsed.success ? parsed.data : null;
  const register = useRegister(q);
  const shownFor = q ? `${q.class}|${q.section ?? ''}|${q.date}` : null;
  const teacher = useCurrentUser()?.role === 'teacher';
  // Each row says what this copy showed (null: not taken), so a change made meanwhile elsewhere is shown, not overwritten.
  const save = useAttendanceMutation((input: RegisterInput) =>
    saveOrKeep<RegisterSaved>(
      teacher,
      '/attendance/register',
      input,
      t('offline.registerOf', { place: placeLabel(input), date: date(input.attendance_date) }),
    ),
  );

  const choose = (key: keyof typeof choice, value: string) => {
    const next = { ...choice, section: key === 'class' ? '' : choice.section, [key]: value };
    setSearch(
      (s) => {
        const out = new URLSearchParams(s);
        for (const k of ['class', 'section', 'date'] as const) out.set(REGISTER_PARAMS[k], next[k] ?? '');
        return out;
      },
      { preventScrollReset: true },
    );
    setMessage(null);
    setInvalid([]);
    setSavedFor(null);
  };
  const dateError =
    choice.class && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === 'date')?.message : undefined;

  return (
    <section className="card" aria-labelledby="register-title">
      {/* Which class and day is open, said where the eye lands: marks saved here go to this section's parents. */}
      <h2 id="register-title">
        {q ? t('attendance.registerHeading', { place: placeLabel(q), date: date(q.date) }) : t('attendance.register')}
      </h2>
      <div className="form-grid register-choice">
        <SelectField
          label={t('form.class')}
          placeholder={t('form.selectClass')}
          // A class the address names (a dashboard link) is offered even before the lists are read.
          options={withCurrent(teaching.classes, choice.class)}
          value={choice.class}
          onChange={(e) => choose('class', e.target.value)}
        />
        <SelectField
          label={t('form.section')}
          placeholder={t('boards.allSections')}
          options={withCurrent(teaching.sections(choice.class), choice.section)}
          value={choice.section}
          onChange={(e) => choose('section', e.target.value)}
        />
        <DateField
          label={t('receipt.date')}
          max={localToday()}
          value={choice.date}
          onChange={(v) => choose('date', v)}
          error={dateError}
        />
      </div>
      {!q && !dateError && <p className="register-hint">{t('attendance.chooseClass')}</p>}
      {q && register.isPending && <Loading label={t('attendance.loadingRegister')} />}
      {register.error && (
        <Alert message={{ kind: 'error', text: errorText(register.error, t('attendance.loadFailed')) }} />
      )}
      {q && register.data && (
        <RegisterRoster
          register={register.data}
          saving={save.isPending}
          invalid={invalid}
          outcome={message}
          justSaved={savedFor !== null && savedFor === shownFor}
          onSave={(entries) =>
            save.mutate(
              {
                class: q.class,
                section: q.section,
                attendance_date: q.date,
                entries: entries.map((e) => ({ ...e, was: copyOf(register.data, e.student_id) })),
              },
              {
                onSuccess: (res) => {
                  setInvalid([]);
                  if (!res.sent)
                    return setMessage({ kind: 'info', text: t('offline.savedHere', { count: res.waiting }) });
                  setSavedFor(shownFor);
                  setMessage({ kind: 'success', text: res.sent.message });
                },
                onError: (err) => {
                  const refused = err instanceof ApiError ? err.body?.invalid : undefined;
                  setInvalid(Array.isArray(refused) ? refused.map(String) : []);
                  setMessage({ kind: 'error', text: errorText(err, t('attendance.markFailed')) });
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
