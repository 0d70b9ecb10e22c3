import { useState } from 'react';
import { localToday, RegisterQuery } from '@contracts/attendance';
import { CLASSES, SECTIONS } from '@contracts/enums';
import { Alert, type AlertMessage } from '../../components/alert';
import { Loading } from '../../components/loading';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { ApiError, errorText } from '../../lib/api-client';
import { attendanceApi, useAttendanceMutation, useRegister } from './attendance-api';
import { RegisterRoster } from './register-roster';

/** Class register: pick a class, a section and a day, mark who is absent, save once. */
export function RegisterCard() {
  const [choice, setChoice] = useState({ class: '', section: '', date: localToday() });
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [invalid, setInvalid] = useState<string[]>([]);
  const parsed = RegisterQuery.safeParse(choice);
  const q = parsed.success ? parsed.data : null;
  const register = useRegister(q);
  const save = useAttendanceMutation(attendanceApi.saveRegister);

  const pick = (key: keyof typeof choice) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setChoice((c) => ({ ...c, [key]: e.target.value }));
    setMessage(null);
    setInvalid([]);
  };
  const dateError = choice.class && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === 'date')?.message : undefined;

  return (
    <section className="card" aria-labelledby="register-title">
      <h2 id="register-title">Class register</h2>
      <div className="form-grid register-choice">
        <SelectField label="Class" placeholder="Select class" options={CLASSES} value={choice.class} onChange={pick('class')} />
        <SelectField label="Section" placeholder="All sections" options={SECTIONS} value={choice.section} onChange={pick('section')} />
        <TextField label="Date" type="date" max={localToday()} value={choice.date} onChange={pick('date')} error={dateError} />
      </div>
      <Alert message={message} onClose={() => setMessage(null)} />
      {!q && !dateError && <p className="register-hint">Choose a class to open its register.</p>}
      {q && register.isPending && <Loading label="Loading the register…" />}
      {register.error && <Alert message={{ kind: 'error', text: errorText(register.error, 'Failed to fetch attendance data.') }} />}
      {q && register.data && (
        <RegisterRoster
          register={register.data}
          saving={save.isPending}
          invalid={invalid}
          onSave={(entries) =>
            save.mutate(
              { class: q.class, section: q.section, attendance_date: q.date, entries },
              {
                onSuccess: (res) => {
                  setInvalid([]);
                  setMessage({ kind: 'success', text: res.message });
                },
                onError: (err) => {
                  const refused = err instanceof ApiError ? err.body?.invalid : undefined;
                  setInvalid(Array.isArray(refused) ? refused.map(String) : []);
                  setMessage({ kind: 'error', text: errorText(err, 'Error marking attendance!') });
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
