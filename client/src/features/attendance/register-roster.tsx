import { useState } from 'react';
import type { AttendanceStatus, Register } from '@contracts/attendance';
import { ATTENDANCE_STATUSES } from '@contracts/enums';
import type { AlertMessage } from '../../components/alert';
import { SaveBar } from '../../components/save-bar';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { useHistoryAction } from '../../components/history-dialog';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';

interface Props {
  register: Register;
  saving: boolean;
  /** IDs the server refused, shown on their rows. */
  invalid?: readonly string[];
  /** What the last save came to, said beside the button. */
  outcome?: AlertMessage | null;
  /** This register was saved on this screen a moment ago: it is greeted as saved, not as "already taken". */
  justSaved?: boolean;
  onSave: (entries: { student_id: string; status: AttendanceStatus }[]) => void;
}

/**
 * The roster of one class on one day. Each row is a native radio group: Tab moves from student
 * to student, the arrow keys change the status, and a screen reader names the student.
 */
// "class 5 section A", or "class 5" for the whole class.
const placeOf = (t: ReturnType<typeof useT>, r: Register) =>
  r.section
    ? t('teach.classSection', { class: r.class, section: r.section })
    : t('teach.classOnly', { class: r.class });

const statusesOf = (register: Register): Record<string, AttendanceStatus> =>
  Object.fromEntries(register.students.map((s) => [s.student_id, s.status]));

export function RegisterRoster({ register, saving, invalid = [], outcome = null, justSaved = false, onSave }: Props) {
  const t = useT();
  const { date } = useFormat();
  const [shown, setShown] = useState(register);
  const [statuses, setStatuses] = useState(() => statusesOf(register));
  const history = useHistoryAction('attendance');
  // Another class or day, or a save, brings a new register: start again from what the server
  // has. (Query results keep their identity while unchanged, so a refetch alone keeps edits.)
  if (shown !== register) {
    setShown(register);
    setStatuses(statusesOf(register));
  }
  const absent = register.students.filter((s) => statuses[s.student_id] === 'Absent').length;
  const present = register.students.length - absent;
  const changed = register.students.some((s) => statuses[s.student_id] !== s.status);
  const bySection = register.section === null;

  const setAll = (status: AttendanceStatus) =>
    setStatuses(Object.fromEntries(register.students.map((s) => [s.student_id, status])));

  if (!register.students.length) {
    return <p className="register-empty">{t('attendance.emptyClass', { place: placeOf(t, register) })}</p>;
  }

  return (
    <div className="register">
      <UnsavedChangesGuard when={changed} />
      <p className={`register-state ${register.taken ? (justSaved ? 'is-saved' : 'is-taken') : ''}`}>
        {register.taken
          ? t(justSaved ? 'attendance.isSaved' : 'attendance.taken', { date: date(register.attendance_date) })
          : t('attendance.notTaken')}
      </p>
      <div className="register-toolbar" role="group" aria-label={t('attendance.markEveryone')}>
        <button type="button" className="btn" onClick={() => setAll('Present')}>
          {t('attendance.allPresent')}
        </button>
        <button type="button" className="btn" onClick={() => setAll('Absent')}>
          {t('attendance.allAbsent')}
        </button>
      </div>
      <div className="table-scroll">
        <table className="register-table">
          <caption className="visually-hidden">
            {t('attendance.registerOf', { place: placeOf(t, register), date: date(register.attendance_date) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('table.slNo')}</th>
              <th scope="col">{t('students.studentId')}</th>
              <th scope="col">{t('form.name')}</th>
              {bySection && <th scope="col">{t('form.section')}</th>}
              <th scope="col">{t('menu.attendance')}</th>
            </tr>
          </thead>
          <tbody>
            {register.students.map((s, i) => {
              const status = statuses[s.student_id];
              const refused = invalid.includes(s.student_id);
              return (
                <tr
                  key={s.student_id}
                  className={`${status === 'Absent' ? 'is-absent' : ''} ${refused ? 'is-refused' : ''}`.trim()}
                >
                  <td>{i + 1}</td>
                  <td>{s.student_id}</td>
                  <th scope="row">{s.name}</th>
                  {bySection && <td>{s.section}</td>}
                  <td>
                    <fieldset className="status-choice">
                      <legend className="visually-hidden">{t('attendance.of', { name: s.name })}</legend>
                      {ATTENDANCE_STATUSES.map((option) => (
                        <label key={option} className={`status-option status-${option.toLowerCase()}`}>
                          <input
                            type="radio"
                            name={`status-${s.student_id}`}
                            value={option}
                            checked={status === option}
                            onChange={() => setStatuses((prev) => ({ ...prev, [s.student_id]: option }))}
                          />
                          {t(`attendance.status.${option}` as const)}
                        </label>
                      ))}
                    </fieldset>
                    {/* Who marked this child absent, and when. */}
                    {s.id !== null &&
                      history.button(
                        s.id,
                        t('attendance.rowLabel', { name: s.name, date: date(register.attendance_date) }),
                      )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {history.dialog}
      <SaveBar
        label={t('attendance.save')}
        busyLabel={t('common.saving')}
        saving={saving}
        outcome={outcome}
        onSave={() =>
          onSave(register.students.map((s) => ({ student_id: s.student_id, status: statuses[s.student_id] })))
        }
      >
        <p className="register-counts" aria-live="polite">
          <span>{t('attendance.presentCount', { count: present })}</span>
          <span>{t('attendance.absentCount', { count: absent })}</span>
          <span>{t('attendance.totalCount', { count: register.students.length })}</span>
          {changed && <span className="register-unsaved">{t('unsaved.title')}</span>}
        </p>
      </SaveBar>
    </div>
  );
}
