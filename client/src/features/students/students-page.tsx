import { useState } from 'react';
import type { GuardianMatch } from '@contracts/guardians';
import { StudentInput, type Student, type StudentListRow } from '@contracts/students';
import { Alert, type AlertMessage } from '../../components/alert';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { LoginActions } from '../../components/login-actions';
import type { FormDefaults } from '../../components/zod-form';
import { genderName } from '../../components/choices';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { matchesOf } from './guardian-match-choice';
import { StudentFields } from './student-fields';
import { StudentStatusActions, WithdrawDialog } from './student-status-actions';
import { STUDENTS_KEY, STUDENTS_PATH, type StudentAdded, studentsApi } from './students-api';

type T = ReturnType<typeof useT>;

// The table's columns; a student's guardians come with the edit dialog's own request.
const columns = (t: T, date: (iso: string) => string): Column<StudentListRow>[] => [
  { header: t('students.studentId'), field: 'student_id', sortKey: 'student_id' },
  { header: t('form.name'), field: 'name', sortKey: 'name' },
  { header: t('form.dob'), field: 'dob', sortKey: 'dob', date: true, secondary: true },
  { header: t('form.class'), field: 'class', sortKey: 'class' },
  { header: t('form.section'), field: 'section', sortKey: 'section' },
  { header: t('form.gender'), sortKey: 'gender', render: (s) => genderName(t, s.gender), secondary: true },
  { header: t('form.fatherName'), field: 'father_name', secondary: true },
  { header: t('form.motherName'), field: 'mother_name', secondary: true },
  // Folded into Details first when a desk is too narrow for the row's actions beside it.
  { header: t('form.email'), field: 'email', sortKey: 'email', priority: 1 },
  { header: t('form.mobile'), field: 'mobile', secondary: true },
  { header: t('form.address'), field: 'address', secondary: true },
  {
    header: t('form.status'),
    render: (s) =>
      s.status === 'withdrawn'
        ? t('students.withdrawnStatus', { on: date(s.withdrawn_on ?? ''), reason: s.withdraw_reason ?? '' })
        : t(`students.status.${s.status}`),
  },
];

// The list shows students on the roll unless another status is chosen.
const statusFilter = (t: T) =>
  ({
    param: 'status',
    label: t('form.status'),
    kind: 'options',
    options: [
      { value: '', label: t('students.filter.active') },
      { value: 'withdrawn', label: t('students.filter.withdrawn') },
      { value: 'graduated', label: t('students.filter.graduated') },
      { value: 'all', label: t('list.all') },
    ],
  }) as const;

const classFilter = (t: T) => ({ param: 'class', label: t('form.class'), kind: 'class' }) as const;
const sectionFilter = (t: T) => ({ param: 'section', label: t('form.section'), kind: 'section' }) as const;

/** A save that keeps the guardian matches its refusal names, for the guardians' cards (none after a success). */
const keepingMatches =
  <A extends unknown[], R>(send: (...args: A) => Promise<R>, set: (m: GuardianMatch[]) => void) =>
  async (...args: A): Promise<R> => {
    try {
      const res = await send(...args);
      set([]);
      return res;
    } catch (err) {
      set(matchesOf(err));
      throw err;
    }
  };

/** The pupil's ID and each guardian's: the IDs the office hands out for signing up. */
const addedText = (t: T, res: StudentAdded) => {
  const guardians = res.guardians.map((g) => `${g.guardian_id} (${g.name})`).join(', ');
  return guardians
    ? `${t('students.added', { id: res.student_id })} ${t('students.addedGuardians', { list: guardians })}`
    : t('students.added', { id: res.student_id });
};

// Gender starts as Male, as on the original screen.
const empty: FormDefaults<typeof StudentInput> = {
  name: '',
  dob: '',
  class: '',
  section: '',
  gender: 'Male',
  father_name: '',
  mother_name: '',
  email: '',
  mobile: '',
  address: '',
  guardians: [],
};

export default function StudentsPage() {
  const t = useT();
  const format = useFormat();
  const [withdrawing, setWithdrawing] = useState<StudentListRow | null>(null);
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  const [addMatches, setAddMatches] = useState<GuardianMatch[]>([]);
  const [editMatches, setEditMatches] = useState<GuardianMatch[]>([]);
  return (
    <CrudScreen
      title={t('menu.students')}
      notice={
        <>
          <Alert message={notice} onClose={() => setNotice(null)} />
          <WithdrawDialog student={withdrawing} onClose={() => setWithdrawing(null)} say={setNotice} />
        </>
      }
      rowLabel={(s) => `${s.name} (${s.student_id})`}
      rowActions={(s, say) => (
        <>
          <StudentStatusActions student={s} onWithdraw={setWithdrawing} say={say} />
          <LoginActions id={s.student_id} label={`${s.name} (${s.student_id})`} say={say} />
        </>
      )}
      list={{
        key: STUDENTS_KEY,
        path: STUDENTS_PATH,
        caption: t('students.caption'),
        columns: columns(t, format.date),
        rowKey: (s) => s.student_id,
        loadError: () => t('students.loadFailed'),
        exportPath: `${STUDENTS_PATH}/export`,
        searchLabel: t('students.search'),
        filters: [classFilter(t), sectionFilter(t), statusFilter(t)],
      }}
      create={{
        title: t('students.details'),
        schema: StudentInput,
        defaults: empty,
        fields: (form) => <StudentFields form={form} matches={addMatches} forgetMatches={() => setAddMatches([])} />,
        submitLabel: t('students.add'),
        submit: keepingMatches<[StudentInput], Awaited<ReturnType<typeof studentsApi.create>>>(
          studentsApi.create,
          setAddMatches,
        ),
        failure: t('students.addFailed'),
        success: (res) => addedText(t, res),
        newest: { sort: 'student_id', key: (res) => res.student_id },
      }}
      edit={{
        title: t('students.edit'),
        schema: StudentInput,
        load: (s: StudentListRow, signal: AbortSignal) => studentsApi.get(s.student_id, signal),
        // Each guardian keeps their ID: an edit of their details is a correction of that guardian.
        values: ({
          auto_id: _id,
          student_id: _sid,
          status: _st,
          withdrawn_on: _on,
          withdraw_reason: _why,
          guardians,
          ...s
        }) => ({
          ...s,
          dob: s.dob.slice(0, 10),
          class: String(s.class),
          guardians: (guardians ?? []).map((g) => ({ ...g, email: g.email ?? '' })),
        }),
        fields: (form) => <StudentFields form={form} matches={editMatches} forgetMatches={() => setEditMatches([])} />,
        submit: keepingMatches(
          (s: Student, values: StudentInput) => studentsApi.update({ ...values, id: s.auto_id }),
          setEditMatches,
        ),
        failure: t('students.updateFailed'),
      }}
      remove={{
        confirm: (s) => t('students.deleteQuestion', { name: s.name, id: s.student_id }),
        submit: (s) => studentsApi.remove(s.student_id),
        failure: t('students.deleteFailed'),
        noSelection: t('students.idRequired'),
        // A student with records on file cannot be deleted: offer to withdraw them instead.
        refused: (s, err) => {
          if (err instanceof ApiError && err.status === 409 && s.status === 'active') setWithdrawing(s);
        },
      }}
    />
  );
}
