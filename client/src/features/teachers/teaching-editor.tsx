import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { Teacher } from '@contracts/teachers';
import {
  editorPlace,
  type TaughtSubject,
  type Teaching,
  TeachingEditorInput,
  type TeachingInput,
} from '@contracts/teaching';
import { Alert, type AlertMessage } from '../../components/alert';
import { placeOptions, subjectOptions } from '../../components/choices';
import { Loading } from '../../components/loading';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { bind } from '../../components/zod-form';
import { serverSentence } from '../../i18n/language';
import { useLanguage, useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { teachableSubjects, useSchoolPlaces, useSetupDocument, withCurrent } from '../../lib/school-setup';
import { TEACHING_KEY } from '../../lib/use-teaching';
import { useCheckedForm } from '../../lib/use-checked-form';
import { teachersApi } from './teachers-api';

const rowOf = (s: TaughtSubject) => ({ class: String(s.class), section: s.section, subject: s.subject });

/** The teacher's subjects per class section and their class-teacher section, saved whole. */
function TeachingForm({
  teacher,
  teaching,
  onDone,
}: {
  teacher: Teacher;
  teaching: Teaching;
  onDone: (message: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  const setup = useSetupDocument();
  const places = useSchoolPlaces();
  const { form, onSubmit } = useCheckedForm({
    schema: TeachingEditorInput,
    defaultValues: {
      subjects: teaching.subjects.map(rowOf),
      class_teacher: teaching.class_teacher ? editorPlace(teaching.class_teacher) : '',
    },
    onSubmit: (input) => save.mutate(input),
  });
  const rows = useFieldArray({ control: form.control, name: 'subjects' });
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (input: TeachingInput) => teachersApi.saveTeaching(teacher.teacher_id, input),
    onMutate: () => setMessage(null),
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: [TEACHING_KEY] });
      onDone(res.message);
    },
    onError: (err) => setMessage({ kind: 'error', text: errorText(err, t('teachers.saveFailed')) }),
  });
  // A row offers the subjects of its class in the school's setup (Sanskrit, Odia), the spec's six
  // until the setup is read (or for a class it does not name); a subject the row already has
  // (retired since) stays offered, so opening the editor never changes it unseen.
  const subjectsOf = (i: number) => {
    const [cls, current] = form.watch([`subjects.${i}.class`, `subjects.${i}.subject`]);
    const offered = teachableSubjects(setup.data, cls, language) ?? subjectOptions(t);
    return !current || offered.some((o) => o.value === current)
      ? offered
      : [...offered, { value: current, label: current }];
  };
  // A row listed twice is the row's own fault: said under it, in the screens' language.
  const rowProblem = (i: number) => {
    const found = form.formState.errors.subjects?.[i]?.message;
    return typeof found === 'string' ? serverSentence(found) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('teachers.teachingOf', { label: teacher.name })}>
      <Alert message={message} onClose={() => setMessage(null)} />
      <SelectField
        label={t('teachers.classTeacherOf')}
        placeholder={t('teachers.none')}
        options={placeOptions(t, places)}
        {...bind(form, 'class_teacher')}
      />
      <fieldset className="teaching-subjects">
        <legend>{t('teachers.subjectsTaught')}</legend>
        {!rows.fields.length && <p className="marks-muted">{t('teachers.noSubjects')}</p>}
        {rows.fields.map((r, i) => (
          <div className="form-grid teaching-row" key={r.id}>
            <SelectField
              label={t('teachers.classRow', { n: i + 1 })}
              options={withCurrent(places.classes, form.watch(`subjects.${i}.class`))}
              {...bind(form, `subjects.${i}.class`)}
            />
            <SelectField
              label={t('teachers.sectionRow', { n: i + 1 })}
              options={withCurrent(
                places.sections(form.watch(`subjects.${i}.class`)),
                form.watch(`subjects.${i}.section`),
              )}
              {...bind(form, `subjects.${i}.section`)}
            />
            <SelectField
              label={t('teachers.subjectRow', { n: i + 1 })}
              options={subjectsOf(i)}
              {...bind(form, `subjects.${i}.subject`)}
            />
            <div className="field field-button">
              <button
                type="button"
                className="btn"
                aria-label={t('teachers.removeRow', { n: i + 1 })}
                onClick={() => rows.remove(i)}
              >
                {t('form.remove')}
              </button>
            </div>
            {rowProblem(i) && (
              <p className="field-error span-all" role="alert">
                {rowProblem(i)}
              </p>
            )}
          </div>
        ))}
        <button
          type="button"
          className="btn"
          onClick={() =>
            rows.append({
              class: String(teacher.class),
              section: places.sections(teacher.class)[0] ?? '',
              subject: teacher.subject,
            })
          }
        >
          {t('teachers.addSubject')}
        </button>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('teachers.saveTeaching')}
        </button>
      </div>
    </form>
  );
}

/** Opened by a row's Teaching action on Teacher Management. */
export function TeachingEditor({
  teacher,
  onClose,
  say,
}: {
  teacher: Teacher | null;
  onClose: () => void;
  say: (message: AlertMessage) => void;
}) {
  const t = useT();
  const teaching = useQuery({
    queryKey: [TEACHING_KEY, 'of', teacher?.teacher_id],
    queryFn: ({ signal }) => teachersApi.teaching(teacher!.teacher_id, signal),
    enabled: teacher !== null,
    staleTime: 0,
  });
  return (
    <Modal
      open={teacher !== null}
      title={
        teacher
          ? t('teachers.teachingOf', { label: `${teacher.name} (${teacher.teacher_id})` })
          : t('teachers.teaching')
      }
      onClose={onClose}
    >
      {teaching.isPending && <Loading />}
      {teaching.error && (
        <Alert message={{ kind: 'error', text: errorText(teaching.error, t('teachers.teachingLoadFailed')) }} />
      )}
      {teacher && teaching.data && (
        <TeachingForm
          key={teacher.teacher_id}
          teacher={teacher}
          teaching={teaching.data}
          onDone={(text) => {
            say({ kind: 'success', text });
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
