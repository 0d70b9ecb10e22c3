import { placeLabel } from '@contracts/place-label';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { subjectNameIn, teachingName } from '@contracts/exam-subjects';
import { DEFAULT_TOTAL_MARKS, gridTotalMarks, MarksGridQuery } from '@contracts/marks';
import { Alert, type AlertMessage } from '../../components/alert';
import { Loading } from '../../components/loading';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { serverSentence } from '../../i18n/language';
import { useLanguage, useT } from '../../i18n/use-t';
import { ApiError, errorText } from '../../lib/api-client';
import { MARKS_GRID_PARAMS } from '../../lib/paths';
import { bind, useCheckedForm } from '../../lib/use-checked-form';
import { ExamSelect } from './exam-select';
import { type GridProblem, serverProblems } from './grid-problems';
import { useTeachingChoices } from '../../lib/use-teaching';
import { useMarksGrid, useMarksMutation } from './marks-api';
import { useCurrentUser } from '../../lib/auth';
import { saveOrKeep } from '../../lib/offline/offline-saves';
import type { MessageResponse } from '@contracts/auth';
import type { MarksGridInput } from '@contracts/marks';
import { MarksGridTable } from './marks-grid-table';
import { shownOf } from './grid-values';

/** A whole class's marks for one exam, saved at once. */
export function MarksGridCard() {
  const t = useT();
  const language = useLanguage();
  const teaching = useTeachingChoices();
  // The open grid's class, section and exam are in the address (a reload or Back keeps them, and
  // the dashboard's links name them). The choice above it starts from them, or from a teacher's
  // own class-teacher section, until they choose another and open it.
  const [search, setSearch] = useSearchParams();
  const addressed = Object.fromEntries(
    Object.entries(MARKS_GRID_PARAMS).map(([k, name]) => [k, search.get(name) ?? '']),
  ) as Record<keyof typeof MARKS_GRID_PARAMS, string>;
  const parsedAddress = MarksGridQuery.safeParse(addressed);
  const opened = addressed.class && parsedAddress.success ? parsedAddress.data : null;
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const [refused, setRefused] = useState<GridProblem[]>([]);
  const { form, onSubmit: open } = useCheckedForm({
    schema: MarksGridQuery,
    defaultValues: { class: '', section: '', exam_name: '' },
    // A new attempt: the last save's outcome and refused cells go.
    say: (said) => (setMessage(said), setRefused([])),
    onSubmit: (_parsed, chosen) => {
      // The address keeps the choice as chosen; the grid's query checks it again on reading.
      const values = chosen.getValues();
      chosen.reset(values);
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, name] of Object.entries(MARKS_GRID_PARAMS))
            next.set(name, String(values[key as keyof typeof values] ?? ''));
          return next;
        },
        { preventScrollReset: true },
      );
    },
  });
  // Until the teacher picks, the choice follows the address (Back, a dashboard link) or their own
  // section once their teaching has arrived; a field they changed keeps their pick.
  const start = JSON.stringify(addressed.class ? addressed : { ...teaching.home, exam_name: '' });
  useEffect(() => {
    form.reset(JSON.parse(start) as typeof addressed, { keepDirtyValues: true });
  }, [start, form]);
  // Read here so the form tracks which fields were changed (the reset above keeps those).
  void form.formState.dirtyFields;
  const watched = form.watch();
  // The fields as the selects show them ('' until chosen).
  const draft = {
    class: String(watched.class ?? ''),
    section: String(watched.section ?? ''),
    exam_name: String(watched.exam_name ?? ''),
  };
  const [total, setTotal] = useState(String(DEFAULT_TOTAL_MARKS));
  const grid = useMarksGrid(opened);
  // Arriving with a grid named in the address (a dashboard link, a reload), the grid is what the
  // teacher came for, not the one-student form above it: bring it into view once it is loaded.
  const card = useRef<HTMLElement>(null);
  const arrivedOpen = useRef(opened !== null);
  useEffect(() => {
    if (!arrivedOpen.current || !grid.data) return;
    arrivedOpen.current = false;
    card.current?.scrollIntoView?.({ block: 'start' });
  }, [grid.data]);
  const teacher = useCurrentUser()?.role === 'teacher';
  const save = useMarksMutation((input: MarksGridInput) =>
    saveOrKeep<MessageResponse>(
      teacher,
      '/admin/marks/grid',
      input,
      t('offline.marksOf', { place: placeLabel(input), exam: input.exam_name }),
    ),
  );
  const [loadedFor, setLoadedFor] = useState<typeof grid.data>(undefined);
  // An exam opens with the total it was entered with, else its own (its subjects' maxima).
  if (grid.data && grid.data !== loadedFor) {
    setLoadedFor(grid.data);
    setTotal(String(grid.data.total_marks ?? DEFAULT_TOTAL_MARKS));
  }

  const classField = form.register('class', {
    onChange: () => form.setValue('section', '', { shouldDirty: true }),
  });
  const clearExam = useCallback(() => form.setValue('exam_name', '', { shouldDirty: true }), [form]);
  const totalProblem = gridTotalMarks.safeParse(total).error?.issues[0].message;
  const totalError = totalProblem && serverSentence(totalProblem);

  return (
    <section className="card" aria-labelledby="marks-grid-title" ref={card}>
      {/* Which exam and class is open, said where the eye lands. */}
      <h2 id="marks-grid-title">
        {opened
          ? t('marks.wholeClassOf', { exam: opened.exam_name, place: placeLabel(opened) })
          : t('marks.wholeClass')}
      </h2>
      <form className="form-grid marks-grid-choice" onSubmit={open} noValidate>
        <SelectField
          label={t('form.class')}
          placeholder={t('form.selectClass')}
          options={teaching.classes}
          {...classField}
          value={draft.class}
          error={bind(form, 'class').error}
        />
        <SelectField
          label={t('form.section')}
          placeholder={t('boards.allSections')}
          options={teaching.sections(draft.class)}
          {...form.register('section')}
          value={draft.section}
        />
        <ExamSelect
          classValue={draft.class}
          {...form.register('exam_name')}
          value={draft.exam_name}
          onStale={clearExam}
          error={bind(form, 'exam_name').error}
        />
        <div className="field field-button">
          <button type="submit" className="btn">
            {t('marks.openClass')}
          </button>
        </div>
      </form>
      {opened && grid.isPending && <Loading label={t('marks.loadingClass')} />}
      {grid.error && <Alert message={{ kind: 'error', text: errorText(grid.error, t('marks.loadFailed')) }} />}
      {opened && grid.data && (
        <>
          <div className="marks-grid-total">
            <TextField
              label={t('marks.totalFor', { exam: grid.data.exam_name })}
              inputMode="numeric"
              autoComplete="off"
              value={total}
              onChange={(e) => setTotal(e.target.value)}
              error={totalError}
            />
          </div>
          <MarksGridTable
            grid={grid.data}
            totalMarks={total}
            saving={save.isPending}
            refused={refused}
            outcome={message}
            editable={(section, subject) => teaching.mayMark(opened.class, section, teachingName(subject))}
            onSave={(entries, skipped) => {
              if (totalError) return setMessage({ kind: 'error', text: totalError });
              if (!entries.length) return setMessage({ kind: 'error', text: t('marks.atLeastOne') });
              const sent = entries.map((e) => grid.data.rows.find((r) => r.student_id === e.student_id)!);
              save.mutate(
                {
                  class: opened.class,
                  section: opened.section,
                  exam_name: opened.exam_name,
                  total_marks: Number(total),
                  // A teacher's save names what their copy showed: one sent later from the device
                  // does not overwrite a mark changed meanwhile (the status line offers both).
                  entries: teacher
                    ? entries.map((e, i) => ({ ...e, was: shownOf(grid.data.subjects, sent[i].marks) }))
                    : entries,
                },
                {
                  onSuccess: ({ sent: res, waiting }) => {
                    setRefused([]);
                    if (!res) return setMessage({ kind: 'info', text: t('offline.savedHere', { count: waiting }) });
                    setMessage({
                      kind: 'success',
                      text: skipped ? `${res.message} ${t('marks.skipped', { count: skipped })}` : res.message,
                    });
                  },
                  onError: (err) => {
                    setRefused(
                      err instanceof ApiError
                        ? serverProblems(err.body, sent, {
                            subjects: grid.data.subjects,
                            nameOf: (s) => subjectNameIn(s, language),
                          })
                        : [],
                    );
                    setMessage({ kind: 'error', text: errorText(err, t('marks.submitFailed')) });
                  },
                },
              );
            }}
          />
        </>
      )}
    </section>
  );
}
