import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROMOTION_ACTIONS } from '@contracts/promotions';
import { Alert, type AlertMessage } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { Steps } from '../../components/steps';
import { useFormat } from '../../lib/use-format';
import { useSchoolPlaces } from '../../lib/school-setup';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { ACTION_LABEL, type Choice, PromotionPlan } from './promotion-plan';
import {
  PROMOTIONS_KEY,
  STUDENTS_AFTER_PROMOTION,
  promotionsApi,
  usePromotionPreview,
  usePromotions,
  useYears,
} from './years-api';
import { placeLabel } from '@contracts/place-label';
import './promotion.css';

/** The place of a plan or promotion, blank until both class and section are chosen. */
const placeName = (cls: string | number | undefined, section: string | undefined) =>
  cls === undefined || section === undefined ? '' : placeLabel({ class: cls, section });

/**
 * Year-end promotion of one class and section, step by step: 1 choose the class; 2 check the plan
 * (each student with the proposed action, which the admin may change, and the counts); 3 confirm
 * with the counts before anything happens; 4 the result, which can be undone as a whole.
 */
export default function PromotionPage() {
  const t = useT();
  const { date } = useFormat();
  const qc = useQueryClient();
  const years = useYears();
  const [yearId, setYearId] = useState<number | undefined>();
  const year = yearId ?? years.data?.find((y) => y.is_current)?.id ?? years.data?.[0]?.id;
  // The school's own classes and sections (the setup's order), each named as the setup names it.
  const places = useSchoolPlaces();
  const [cls, setCls] = useState<string | undefined>();
  const [section, setSection] = useState<string | undefined>();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [asking, setAsking] = useState(false);
  const [applied, setApplied] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const preview = usePromotionPreview({ year_id: year, class: cls, section });
  const done = usePromotions(year);

  const rows = (preview.data?.students ?? []).map((s) => ({
    ...s,
    choice: choices[s.student_id] ?? { action: s.action },
  }));
  const counts = Object.fromEntries(
    PROMOTION_ACTIONS.map((a) => [a, rows.filter((r) => r.choice.action === a).length]),
  );
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [PROMOTIONS_KEY] });
    for (const key of STUDENTS_AFTER_PROMOTION) void qc.invalidateQueries({ queryKey: [key] });
  };
  const apply = useMutation({
    mutationFn: () =>
      promotionsApi.apply({
        year_id: year!,
        class: cls!,
        section: section!,
        students: rows.map((r) => ({ student_id: r.student_id, ...r.choice })),
      }),
    onMutate: () => setAlert(null),
    onSuccess: (res) => {
      setAlert({ kind: 'success', text: res.message });
      setChoices({});
      setApplied(true);
    },
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, t('promotion.applyFailed')) }),
    onSettled: () => {
      setAsking(false);
      refresh();
    },
  });
  const undo = useMutation({
    mutationFn: promotionsApi.undo,
    onSuccess: (res) => setAlert({ kind: 'success', text: res.message }),
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, t('promotion.undoFailed')) }),
    onSettled: refresh,
  });
  // Another class is another plan: its choices and its result start afresh.
  const pick = (next: () => void) => {
    next();
    setChoices({});
    setApplied(false);
  };
  const summary = PROMOTION_ACTIONS.filter((a) => counts[a])
    .map((a) => `${t(ACTION_LABEL[a])}: ${counts[a]}`)
    .join(', ');
  const chosen = Boolean(year && cls && section);
  const step = applied ? 4 : asking ? 3 : chosen ? 2 : 1;

  return (
    <Page title={t('menu.promotion')}>
      <Steps
        steps={[
          t('promotion.stepChoose'),
          t('promotion.stepPlan'),
          t('promotion.stepConfirm'),
          t('promotion.stepResult'),
        ]}
        current={step}
      />
      <Alert message={alert} onClose={() => setAlert(null)} />
      <section className="step-card" aria-labelledby="choose-title">
        <h2 id="choose-title">1. {t('promotion.stepChoose')}</h2>
        <div className="form-grid">
          <SelectField
            label={t('years.year')}
            options={(years.data ?? []).map((y) => ({
              value: y.id,
              label: y.is_current ? `${y.name} ${t('promotion.currentMark')}` : y.name,
            }))}
            value={year ?? ''}
            onChange={(e) => pick(() => setYearId(Number(e.target.value)))}
          />
          <SelectField
            label={t('form.class')}
            placeholder={t('form.selectClass')}
            options={places.classes}
            value={cls ?? ''}
            onChange={(e) => pick(() => setCls(e.target.value || undefined))}
          />
          <SelectField
            label={t('form.section')}
            placeholder={t('form.selectSection')}
            options={cls ? places.sections(cls) : []}
            value={section ?? ''}
            onChange={(e) => pick(() => setSection(e.target.value || undefined))}
          />
        </div>
      </section>

      <section className="step-card" aria-labelledby="plan-title">
        <h2 id="plan-title">
          2.{' '}
          {preview.data
            ? t('promotion.planTitle', { place: placeName(cls, section), count: rows.length })
            : t('promotion.stepPlan')}
        </h2>
        {!chosen && <p className="step-empty">{t('promotion.chooseHint')}</p>}
        {chosen && preview.isPending && <Loading />}
        {preview.error && (
          <Alert message={{ kind: 'error', text: errorText(preview.error, t('promotion.loadFailed')) }} />
        )}
        {preview.data && (
          <>
            <p role="status">{summary || t('promotion.noStudents')}</p>
            {rows.length > 0 && <p className="step-hint">{t('promotion.planHint')}</p>}
            {rows.length > 0 && (
              <PromotionPlan
                rows={rows}
                nextSections={preview.data.next?.sections ?? []}
                onChoose={(id, choice) => setChoices({ ...choices, [id]: choice })}
              />
            )}
            <div className="form-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={!rows.length || apply.isPending}
                onClick={() => setAsking(true)}
              >
                {t('promotion.apply')}
              </button>
            </div>
          </>
        )}
      </section>

      <section className="step-card" aria-labelledby="done-title">
        <h2 id="done-title">{t('promotion.doneTitle')}</h2>
        {done.data?.length ? (
          <ul className="promotion-done">
            {done.data.map((p) => (
              <li key={p.id}>
                {t('promotion.doneLine', { place: placeName(p.class, p.section), date: date(p.applied_at) })}{' '}
                {PROMOTION_ACTIONS.filter((a) => p.counts[a])
                  .map((a) => `${t(ACTION_LABEL[a])} ${p.counts[a]}`)
                  .join(', ')}{' '}
                <button type="button" className="btn" onClick={() => undo.mutate(p.id)} disabled={undo.isPending}>
                  {t('promotion.undo', { place: placeName(p.class, p.section) })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="step-empty">{t('promotion.noneDone')}</p>
        )}
      </section>
      <ConfirmDialog
        open={asking}
        title={t('promotion.apply')}
        message={t('promotion.applyQuestion', { place: placeName(cls, section), summary })}
        onYes={() => apply.mutate()}
        onNo={() => setAsking(false)}
        busy={apply.isPending}
      />
    </Page>
  );
}
