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
  /** The next class's section of the same name; null when the admin must choose one. */
  to_section: string | null;
  choice: Choice;
}

/** A move goes to the section chosen; so does a promotion where the next class has no section of the class's name. */
const asksSection = (r: PlanRow) => r.choice.action === 'move' || (r.choice.action === 'promote' && !r.to_section);

/**
 * Step 2 of a promotion: each student of the class with the action proposed, which the admin may
 * change, and the next class's section where one is to be chosen (`nextSections`, the setup's).
 */
export function PromotionPlan({
  rows,
  nextSections,
  onChoose,
}: {
  rows: PlanRow[];
  nextSections: readonly string[];
  onChoose: (id: string, choice: Choice) => void;
}) {
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
              {asksSection(r) && (
                <select
                  aria-label={t('promotion.newSectionFor', { name: r.name })}
                  value={r.choice.section ?? ''}
                  onChange={(e) =>
                    onChoose(r.student_id, { action: r.choice.action, section: e.target.value || undefined })
                  }
                >
                  <option value="">{t('promotion.select')}</option>
                  {nextSections.map((s) => (
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
