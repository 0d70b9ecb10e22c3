import type { PromotionAction, PromotionChoice, PromotionPlanRow } from '@contracts/promotions';
import { PROMOTION_ACTIONS } from '@contracts/promotions';
import { msg } from '@contracts/i18n/packed-text';
import type { Rung } from './class-ladder.repo';

export interface RollStudent {
  student_id: string;
  name: string;
  class: number;
  section: string;
}

/** Where a student goes: the record values of the class and section. */
export interface Place {
  to_class: number;
  to_section: string;
}

/** What the screen proposes: up to the next class of the setup's order; the last class graduates. */
export const proposedAction = (rung: Rung): PromotionAction => (rung.next ? 'promote' : 'graduate');

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The next class's section a choice names (by name, or by its records' value), else the reason. */
function chosenSection(rung: Rung, named: string): string | { problem: string } {
  const next = rung.next!;
  const found =
    next.sections.find((s) => sameName(s.name, named)) ?? next.sections.find((s) => s.section === named.trim());
  return found ? found.section : { problem: msg('setup.noSuchSection', { class: next.name, section: named }) };
}

/** The next class's section of the same name as the class's own, if it has one. */
const sameSection = (rung: Rung): string | null =>
  rung.next?.sections.find((s) => sameName(s.name, rung.sectionName))?.section ?? null;

/**
 * Where an action takes a student, or the reason it cannot. A promotion goes to the next class's
 * section of the same name (where it has none, to the one the admin chose); a move to the
 * section the admin chose.
 */
export function target(rung: Rung, choice: Pick<PromotionChoice, 'action' | 'section'>): Place | string {
  const stay = { to_class: rung.class, to_section: rung.section };
  switch (choice.action) {
    case 'promote':
    case 'move': {
      if (!rung.next) return msg('promotions.lastClass', { class: rung.name });
      // A promotion keeps the section's name where the next class has it (a section sent with
      // it is then not looked at, as before); a move, or a promotion without one, takes the chosen.
      const same = choice.action === 'promote' ? sameSection(rung) : null;
      const section = same ?? (choice.section ? chosenSection(rung, choice.section) : null);
      if (section === null) return msg('promotions.chooseSection');
      if (typeof section !== 'string') return section.problem;
      return { to_class: rung.next.class, to_section: section };
    }
    case 'graduate':
      return rung.next ? msg('promotions.notLast', { class: rung.name, next: rung.next.name }) : stay;
    case 'retain':
    case 'withdraw':
      return stay;
  }
}

export function countActions(rows: { action: PromotionAction }[]): Record<PromotionAction, number> {
  const counts = Object.fromEntries(PROMOTION_ACTIONS.map((a) => [a, 0])) as Record<PromotionAction, number>;
  for (const r of rows) counts[r.action] += 1;
  return counts;
}

/** Each student with the proposed action and where it takes them (no section yet where the admin must choose). */
export function proposal(rung: Rung, roll: RollStudent[]): PromotionPlanRow[] {
  const action = proposedAction(rung);
  const to_class = action === 'promote' ? rung.next!.label : rung.label;
  const to_section = action === 'promote' ? sameSection(rung) : rung.section;
  return roll.map((s) => ({ student_id: s.student_id, name: s.name, action, to_class, to_section }));
}
