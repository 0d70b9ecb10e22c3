import { z } from 'zod';
import { SECTIONS, type Section } from './enums';
import { trimmed } from './fields';
import { schoolClass, section, studentId } from './school-fields';
import { msg } from './i18n/packed-text';

export const PROMOTION_ACTIONS = ['promote', 'retain', 'move', 'withdraw', 'graduate'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

const yearId = z.coerce
  .number({ error: msg('field.chooseYear') })
  .int()
  .positive(msg('field.chooseYear'))
  .max(Number.MAX_SAFE_INTEGER);

export const PromotionClassQuery = z.object({ year_id: yearId, class: schoolClass, section });
export type PromotionClassQuery = z.infer<typeof PromotionClassQuery>;

/** One student's action; `section` is the new section of a move; `reason` goes with a withdrawal. */
export const PromotionChoice = z.object({
  student_id: studentId,
  action: z.enum(PROMOTION_ACTIONS, { error: msg('promotions.action') }),
  section: z.enum(SECTIONS).optional(),
  reason: trimmed('label.reason', 200).optional(),
});
export type PromotionChoice = z.infer<typeof PromotionChoice>;

/**
 * The most students one class section may promote at once: a school of 20,000 on this app's 30
 * sections has about 670 in each. A thousand choices stay well inside a request's 100 kB.
 */
export const MAX_PROMOTION_ROLL = 1000;

/** The whole class as the admin saw it in the preview: every student on the roll, each once. */
export const PromotionInput = PromotionClassQuery.extend({
  students: z.array(PromotionChoice).max(MAX_PROMOTION_ROLL, msg('promotions.roll', { max: MAX_PROMOTION_ROLL })),
});
export type PromotionInput = z.infer<typeof PromotionInput>;

export const PromotionIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export interface PromotionPlanRow {
  student_id: string;
  name: string;
  action: PromotionAction;
  to_class: number;
  to_section: Section;
}

export interface PromotionPreview {
  year_id: number;
  class: number;
  section: Section;
  counts: Record<PromotionAction, number>;
  students: PromotionPlanRow[];
}

export interface Promotion {
  id: number;
  year_id: number;
  class: number;
  section: Section;
  applied_at: string;
  counts: Record<PromotionAction, number>;
}

export const PromotionListQuery = z.object({ year_id: yearId.optional() });
