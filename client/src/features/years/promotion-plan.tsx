import { SECTIONS, type Section } from '@contracts/enums';
import type { ScreenKey } from '@contracts/i18n/keys';
import { PROMOTION_ACTIONS, type PromotionAction, type PromotionChoice } from '@contracts/promotions';
import { useT } from '../../i18n/use-t';

export const ACTION_LABEL: Record<PromotionAction, ScreenKey> = {
  promote: 'promotion.promote',
  retain: 'promotion.retain',
  move: 'promotion.move',
  withdraw: 'promotion.withdraw',
  graduate: 'promotion.graduate',
};

export type Choice = Pick<PromotionChoice, 'action' | 'section'>;
export interface PlanRow {
  student_id: string;
  name: string;
  choice: Choice;
}

/** Step 2 of a promotion: each student of the class with the action proposed, which the admin may change. */
export function PromotionPlan({ rows, onChoose }: { rows: PlanRow[]; onChoose: (id: string, choice: Choice) => void }) {
  const t = useT();
  return (
    <table className="data-table promotion-plan">
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
              <select
                aria-label={t('promotion.actionFor', { name: r.name })}
                value={r.choice.action}
                onChange={(e) =>
                  onChoose(r.student_id, { action: e.target.value as PromotionAction, section: r.choice.section })
                }
              >
                {PROMOTION_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {t(ACTION_LABEL[a])}
                  </option>
                ))}
              </select>
            </td>
            <td>
              {r.choice.action === 'move' && (
                <select
                  aria-label={t('promotion.newSectionFor', { name: r.name })}
                  value={r.choice.section ?? ''}
                  onChange={(e) =>
                    onChoose(r.student_id, {
                      action: 'move',
                      section: (e.target.value || undefined) as Section | undefined,
                    })
                  }
                >
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
  );
}
