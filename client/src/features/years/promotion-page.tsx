import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CLASSES, SECTIONS, type Section } from '@contracts/enums';
import { PROMOTION_ACTIONS, type PromotionAction, type PromotionChoice } from '@contracts/promotions';
import { Alert, type AlertMessage } from '../../components/alert';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Page } from '../../components/page';
import { errorText } from '../../lib/api-client';
import { PROMOTIONS_KEY, STUDENTS_AFTER_PROMOTION, promotionsApi, usePromotionPreview, usePromotions, useYears } from './years-api';

const ACTION_LABEL: Record<PromotionAction, string> = { promote: 'Promote', retain: 'Retain', move: 'Move section', withdraw: 'Withdraw', graduate: 'Graduate' };

/**
 * Year-end promotion of one class and section: each student with the proposed action, which
 * the admin may change; the counts show before anything happens; applied and undone as a whole.
 */
export default function PromotionPage() {
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
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, 'Error applying the promotion!') }),
    onSettled: () => {
      setAsking(false);
      refresh();
    },
  });
  const undo = useMutation({
    mutationFn: promotionsApi.undo,
    onSuccess: (res) => setAlert({ kind: 'success', text: res.message }),
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, 'Error undoing the promotion!') }),
    onSettled: refresh,
  });
  const choose = (id: string, choice: Pick<PromotionChoice, 'action' | 'section'>) => setChoices({ ...choices, [id]: choice });
  const summary = PROMOTION_ACTIONS.filter((a) => counts[a]).map((a) => `${ACTION_LABEL[a]}: ${counts[a]}`).join(', ');

  return (
    <Page title="Promotion">
      <Alert message={alert} onClose={() => setAlert(null)} />
      <div className="form-card">
        <label className="list-filter">
          Year{' '}
          <select aria-label="Year" value={year ?? ''} onChange={(e) => setYearId(Number(e.target.value))}>
            {years.data?.map((y) => (
              <option key={y.id} value={y.id}>
                {y.name}
                {y.is_current ? ' (current)' : ''}
              </option>
            ))}
          </select>
        </label>
        <label className="list-filter">
          Class{' '}
          <select aria-label="Class" value={cls ?? ''} onChange={(e) => (setCls(Number(e.target.value) || undefined), setChoices({}))}>
            <option value="">Select class</option>
            {CLASSES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="list-filter">
          Section{' '}
          <select aria-label="Section" value={section ?? ''} onChange={(e) => (setSection((e.target.value || undefined) as Section | undefined), setChoices({}))}>
            <option value="">Select section</option>
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      {preview.error && <Alert message={{ kind: 'error', text: errorText(preview.error, 'Failed to load the class.') }} />}
      {preview.data && (
        <section aria-labelledby="plan-title">
          <h2 id="plan-title">
            Class {cls}
            {section}: {rows.length} student{rows.length === 1 ? '' : 's'}
          </h2>
          <p role="status">{summary || 'No students on the roll.'}</p>
          <table className="data-table">
            <caption>Actions per student</caption>
            <thead>
              <tr>
                <th scope="col">Student ID</th>
                <th scope="col">Name</th>
                <th scope="col">Action</th>
                <th scope="col">New section</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.student_id}>
                  <td>{r.student_id}</td>
                  <td>{r.name}</td>
                  <td>
                    <select aria-label={`Action for ${r.name}`} value={r.choice.action} onChange={(e) => choose(r.student_id, { action: e.target.value as PromotionAction, section: r.choice.section })}>
                      {PROMOTION_ACTIONS.map((a) => (
                        <option key={a} value={a}>
                          {ACTION_LABEL[a]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    {r.choice.action === 'move' && (
                      <select aria-label={`New section for ${r.name}`} value={r.choice.section ?? ''} onChange={(e) => choose(r.student_id, { action: 'move', section: (e.target.value || undefined) as Section | undefined })}>
                        <option value="">Select</option>
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
            Apply promotion
          </button>
        </section>
      )}
      <section aria-labelledby="done-title">
        <h2 id="done-title">Promotions of this year</h2>
        <ul>
          {done.data?.map((p) => (
            <li key={p.id}>
              Class {p.class}
              {p.section} on {p.applied_at.slice(0, 10)}:{' '}
              {PROMOTION_ACTIONS.filter((a) => p.counts[a])
                .map((a) => `${ACTION_LABEL[a]} ${p.counts[a]}`)
                .join(', ')}{' '}
              <button type="button" className="btn" onClick={() => undo.mutate(p.id)} disabled={undo.isPending}>
                Undo class {p.class}
                {p.section}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog open={asking} title="Apply promotion" message={`Apply to class ${cls}${section}? ${summary}.`} onYes={() => apply.mutate()} onNo={() => setAsking(false)} busy={apply.isPending} />
    </Page>
  );
}
