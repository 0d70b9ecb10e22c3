import { LAST_CLASS } from '@contracts/school-fields';
import type { Section } from '@contracts/enums';
import type { PromotionAction, PromotionChoice, PromotionPlanRow } from '@contracts/promotions';
import { PROMOTION_ACTIONS } from '@contracts/promotions';
import { msg } from '@contracts/i18n/packed-text';

export interface RollStudent {
  student_id: string;
  name: string;
  class: number;
  section: Section;
}

/** What the screen proposes: up one class in the same section; the last class graduates. */
export const proposedAction = (cls: number): PromotionAction => (cls >= LAST_CLASS ? 'graduate' : 'promote');

/** Where an action takes a student, or the reason it cannot. */
export function target(
  s: RollStudent,
  choice: Pick<PromotionChoice, 'action' | 'section'>,
): { to_class: number; to_section: Section } | string {
  const last = s.class >= LAST_CLASS;
  switch (choice.action) {
    case 'promote':
      return last
        ? `Class ${LAST_CLASS} graduates; it cannot be promoted.`
        : { to_class: s.class + 1, to_section: s.section };
    case 'move':
      if (last) return msg('promotions.lastClass', { class: LAST_CLASS });
      if (!choice.section) return msg('promotions.chooseSection');
      return { to_class: s.class + 1, to_section: choice.section };
    case 'graduate':
      return last ? { to_class: s.class, to_section: s.section } : `Only class ${LAST_CLASS} graduates.`;
    case 'retain':
    case 'withdraw':
      return { to_class: s.class, to_section: s.section };
  }
}

export function countActions(rows: { action: PromotionAction }[]): Record<PromotionAction, number> {
  const counts = Object.fromEntries(PROMOTION_ACTIONS.map((a) => [a, 0])) as Record<PromotionAction, number>;
  for (const r of rows) counts[r.action] += 1;
  return counts;
}

export function proposal(roll: RollStudent[]): PromotionPlanRow[] {
  return roll.map((s) => {
    const action = proposedAction(s.class);
    const t = target(s, { action }) as { to_class: number; to_section: Section };
    return { student_id: s.student_id, name: s.name, action, ...t };
  });
}
