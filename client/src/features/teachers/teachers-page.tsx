import { useState } from 'react';
import { TeacherInput, type Teacher } from '@contracts/teachers';
import { placeLabel } from '@contracts/place-label';
import { Alert, type AlertMessage } from '../../components/alert';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { LoginActions } from '../../components/login-actions';
import { genderName, subjectName } from '../../components/choices';
import { useT } from '../../i18n/use-t';
import { TeacherFields } from './teacher-fields';
import { TEACHERS_KEY, TEACHERS_PATH, teachersApi } from './teachers-api';
import { TeachingEditor } from './teaching-editor';

// At a desk the list keeps who the teacher is and how to reach them; what the office looks up
// less often folds into the row's Details first (priority 3, then 2, then 1) when the window is
// too narrow for every column beside the row's actions.
const columns = (t: ReturnType<typeof useT>): Column<Teacher>[] => [
  { header: t('teachers.teacherId'), field: 'teacher_id', sortKey: 'teacher_id' },
  { header: t('form.name'), field: 'name', sortKey: 'name' },
  { header: t('form.email'), field: 'email', sortKey: 'email', priority: 1 },
  { header: t('form.mobileNo'), field: 'mobile' },
  { header: t('teachers.joiningDate'), field: 'joining_date', sortKey: 'joining_date', date: true, priority: 3 },
  { header: t('form.subject'), sortKey: 'subject', render: (r) => subjectName(t, r.subject) },
  { header: t('form.class'), field: 'class', sortKey: 'class', priority: 2 },
  // "8C": the section whose register this teacher takes (set with the row's Teaching button).
  {
    header: t('teachers.classTeacherOf'),
    render: (r) => (r.class_teacher ? placeLabel(r.class_teacher) : ''),
    priority: 2,
  },
  { header: t('form.gender'), sortKey: 'gender', render: (r) => genderName(t, r.gender), priority: 3 },
];

const empty = { name: '', email: '', mobile: '', joining_date: '', subject: '', class: '', gender: '' } as const;

export default function TeachersPage() {
  const t = useT();
  const [teachingOf, setTeachingOf] = useState<Teacher | null>(null);
  const [saved, setSaved] = useState<AlertMessage | null>(null);
  return (
    <CrudScreen
      title={t('menu.teachers')}
      rowLabel={(r) => `${r.name} (${r.teacher_id})`}
      notice={
        <>
          <Alert message={saved} onClose={() => setSaved(null)} />
          <TeachingEditor teacher={teachingOf} onClose={() => setTeachingOf(null)} say={setSaved} />
        </>
      }
      rowActions={(r, say) => (
        <>
          <button
            type="button"
            className="btn-icon"
            aria-label={t('teachers.teachingOf', { label: `${r.name} (${r.teacher_id})` })}
            onClick={() => setTeachingOf(r)}
          >
            {t('teachers.teaching')}
          </button>
          <LoginActions id={r.teacher_id} label={`${r.name} (${r.teacher_id})`} say={say} />
        </>
      )}
      list={{
        key: TEACHERS_KEY,
        path: TEACHERS_PATH,
        caption: t('teachers.caption'),
        columns: columns(t),
        rowKey: (r) => r.teacher_id,
        loadError: () => t('teachers.loadFailed'),
        exportPath: `${TEACHERS_PATH}/export`,
        searchLabel: t('teachers.search'),
      }}
      create={{
        title: t('teachers.details'),
        schema: TeacherInput,
        defaults: empty,
        fields: (form) => <TeacherFields form={form} />,
        submitLabel: t('teachers.add'),
        submit: teachersApi.create,
        failure: t('teachers.addFailed'),
        newest: { sort: 'teacher_id', key: (res) => res.teacher_id },
      }}
      edit={{
        title: t('teachers.edit'),
        schema: TeacherInput,
        values: (r) => ({ ...r, joining_date: r.joining_date.slice(0, 10), class: String(r.class) }),
        fields: (form) => <TeacherFields form={form} />,
        submit: (r, values) => teachersApi.update(r.teacher_id, values),
        failure: t('teachers.updateFailed'),
        noSelection: t('teachers.noneToUpdate'),
      }}
      remove={{
        submit: (r) => teachersApi.remove(r.teacher_id),
        failure: t('teachers.deleteFailed'),
        noSelection: t('teachers.noneToDelete'),
      }}
    />
  );
}
