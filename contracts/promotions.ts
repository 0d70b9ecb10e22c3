import { z } from 'zod';
import { trimmed } from './fields';
import { setupClass, setupSection, studentId } from './school-fields';
import { msg } from './i18n/packed-text';

export const PROMOTION_ACTIONS = ['promote', 'retain', 'move', 'withdraw', 'graduate'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

const yearId = z.coerce
  .number({ error: msg('field.chooseYear') })
  .int()
  .positive(msg('field.chooseYear'))
  .max(Number.MAX_SAFE_INTEGER);

/** A class and section of the school's setup by name ("LKG", "D"); 5 and "5" name class 5. */
export const PromotionClassQuery = z.object({ year_id: yearId, class: setupClass, section: setupSection });
export type PromotionClassQuery = z.infer<typeof PromotionClassQuery>;

/**
 * One student's action; `section` is the next class's section of a move (or of a promotion where
 * the next class has no section of the same name), by name; `reason` goes with a withdrawal.
 */
export const PromotionChoice = z.object({
  student_id: studentId,
  action: z.enum(PROMOTION_ACTIONS, { error: msg('promotions.action') }),
  section: setupSection.optional(),
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

/** A class as the answers name it: the spec's number for 1-10, the setup's name otherwise. */
export type ClassLabel = number | string;

/** Where the proposed action takes a student; `to_section` null when the admin must choose it. */
export interface PromotionPlanRow {
  student_id: string;
  name: string;
  action: PromotionAction;
  to_class: ClassLabel;
  to_section: string | null;
}

export interface PromotionPreview {
  year_id: number;
  class: ClassLabel;
  section: string;
  /** The next class in the setup's order (retired ones skipped) with its open sections; null for the last. */
  next: { class: ClassLabel; sections: string[] } | null;
  counts: Record<PromotionAction, number>;
  students: PromotionPlanRow[];
}

export interface Promotion {
  id: number;
  year_id: number;
  class: ClassLabel;
  section: string;
  applied_at: string;
  counts: Record<PromotionAction, number>;
}

export const PromotionListQuery = z.object({ year_id: yearId.optional() });
