import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLASSES, SECTIONS, type Section } from '@contracts/enums';
import type { ScreenKey } from '@contracts/i18n/keys';
import { PROMOTION_ACTIONS, type PromotionAction, type PromotionChoice } from '@contracts/promotions';
import { Alert, type AlertMessage } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Page } from '../../components/page';
import { useFormat } from '../../i18n/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { PROMOTIONS_KEY, STUDENTS_AFTER_PROMOTION, promotionsApi, usePromotionPreview, usePromotions, useYears } from './years-api';

const ACTION_LABEL: Record<PromotionAction, ScreenKey> = { promote: 'promotion.promote', retain: 'promotion.retain', move: 'promotion.move', withdraw: 'promotion.withdraw', graduate: 'promotion.graduate' };

/**
 * Year-end promotion of one class and section: each student with the proposed action, which
 * the admin may change; the counts show before anything happens; applied and undone as a whole.
 */
export default function PromotionPage() {
  const t = useT();
  const { date } = useFormat();
  const qc = useQueryClient();
  const years = useYears();
  const [yearId, setYearId] = useState<number | undefined>();
  const year = yearId ?? years.data?.find((y) => y.is_current)?.id ?? years.data?.[0]?.id;
  const [cls, setCls] = useState<number | undefined>();
  const [section, setSection] = useState<Section | undefined>();
  const [choices, setChoices] = useState<Record<string, Pick<PromotionChoice, 'action' | 'section'>>>({});
  const [asking, setAsking] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const preview = usePromotionPreview({ year_id: year, class: cls, section });
  const done = usePromotions(year);

  const rows = (preview.data?.students ?? []).map((s) => ({ ...s, choice: choices[s.student_id] ?? { action: s.action } }));
  const counts = Object.fromEntries(PROMOTION_ACTIONS.map((a) => [a, rows.filter((r) => r.choice.action === a).length]));
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: [PROMOTIONS_KEY] });
    for (const key of STUDENTS_AFTER_PROMOTION) void qc.invalidateQueries({ queryKey: [key] });
  };
  const apply = useMutation({
    mutationFn: () => promotionsApi.apply({ year_id: year!, class: cls!, section: section!, students: rows.map((r) => ({ student_id: r.student_id, ...r.choice })) }),
    onMutate: () => setAlert(null),
    onSuccess: (res) => {
      setAlert({ kind: 'success', text: res.message });
      setChoices({});
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
  const choose = (id: string, choice: Pick<PromotionChoice, 'action' | 'section'>) => setChoices({ ...choices, [id]: choice });
  const summary = PROMOTION_ACTIONS.filter((a) => counts[a]).map((a) => `${t(ACTION_LABEL[a])}: ${counts[a]}`).join(', ');

  return (
    <Page title={t('menu.promotion')}>
      <Alert message={alert} onClose={() => setAlert(null)} />
      <div className="form-card">
        <label className="list-filter">
          {t('years.year')}{' '}
          <select aria-label={t('years.year')} value={year ?? ''} onChange={(e) => setYearId(Number(e.target.value))}>
            {years.data?.map((y) => (
              <option key={y.id} value={y.id}>
                {y.name}
                {y.is_current ? ` ${t('promotion.currentMark')}` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="list-filter">
          {t('form.class')}{' '}
          <select aria-label={t('form.class')} value={cls ?? ''} onChange={(e) => (setCls(Number(e.target.value) || undefined), setChoices({}))}>
            <option value="">{t('form.selectClass')}</option>
            {CLASSES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="list-filter">
          {t('form.section')}{' '}
          <select aria-label={t('form.section')} value={section ?? ''} onChange={(e) => (setSection((e.target.value || undefined) as Section | undefined), setChoices({}))}>
            <option value="">{t('form.selectSection')}</option>
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {preview.error && <Alert message={{ kind: 'error', text: errorText(preview.error, t('promotion.loadFailed')) }} />}
      {preview.data && (
        <section aria-labelledby="plan-title">
          <h2 id="plan-title">
            {t('promotion.planTitle', { place: `${cls}${section}`, count: rows.length })}
          </h2>
          <p role="status">{summary || t('promotion.noStudents')}</p>
          <table className="data-table">
            <caption>{t('promotion.actionsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('students.studentId')}</th>
                <th scope="col">{t('form.name')}</th>
                <th scope="col">{t('promotion.action')}</th>
                <th scope="col">{t('promotion.newSection')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.student_id}>
                  <td>{r.student_id}</td>
                  <td>{r.name}</td>
                  <td>
                    <select aria-label={t('promotion.actionFor', { name: r.name })} value={r.choice.action} onChange={(e) => choose(r.student_id, { action: e.target.value as PromotionAction, section: r.choice.section })}>
                      {PROMOTION_ACTIONS.map((a) => (
                        <option key={a} value={a}>
                          {t(ACTION_LABEL[a])}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {r.choice.action === 'move' && (
                      <select aria-label={t('promotion.newSectionFor', { name: r.name })} value={r.choice.section ?? ''} onChange={(e) => choose(r.student_id, { action: 'move', section: (e.target.value || undefined) as Section | undefined })}>
                        <option value="">{t('promotion.select')}</option>
                        {SECTIONS.map((s) => (
                          <option key={s} value={s}>
                            {s}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="btn btn-primary" disabled={!rows.length || apply.isPending} onClick={() => setAsking(true)}>
            {t('promotion.apply')}
          </button>
        </section>
      )}
      <section aria-labelledby="done-title">
        <h2 id="done-title">{t('promotion.doneTitle')}</h2>
        <ul>
          {done.data?.map((p) => (
            <li key={p.id}>
              {t('promotion.doneLine', { place: `${p.class}${p.section}`, date: date(p.applied_at) })}{' '}
              {PROMOTION_ACTIONS.filter((a) => p.counts[a])
                .map((a) => `${t(ACTION_LABEL[a])} ${p.counts[a]}`)
                .join(', ')}{' '}
              <button type="button" className="btn" onClick={() => undo.mutate(p.id)} disabled={undo.isPending}>
                {t('promotion.undo', { place: `${p.class}${p.section}` })}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog open={asking} title={t('promotion.apply')} message={t('promotion.applyQuestion', { place: `${cls}${section}`, summary })} onYes={() => apply.mutate()} onNo={() => setAsking(false)} busy={apply.isPending} />
    </Page>
  );
}
