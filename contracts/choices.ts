import { z } from 'zod';
import { SUBJECT_CODE } from './fields';
import { msg } from './i18n/packed-text';
import { setupClass, setupPlaceFilter, studentBatch, studentId } from './school-fields';
import type { Section } from './enums';

// Pupils' choices in a class's choice groups (docs/school-setup.md): in "Third Language", Hindi or
// Sanskrit. Kept per academic year; the marks grid shows a pupil only the subject they chose.

const CHOICE = msg('choices.choice');

/** GET /api/admin/choices: a class (and section) of the current year. */
export const ChoicesQuery = z.object({ class: setupClass, section: setupPlaceFilter.section });
export type ChoicesQuery = z.output<typeof ChoicesQuery>;

/** PUT /api/admin/choices: per pupil, per group the code of the subject they take (null: no choice yet). */
export const ChoicesInput = z.object({
  class: setupClass,
  entries: studentBatch(
    z.object({
      student_id: studentId,
      choices: z
        .record(z.string().trim().min(1, CHOICE).max(40, CHOICE), z.string().regex(SUBJECT_CODE, CHOICE).nullable(), {
          error: CHOICE,
        })
        .refine((c) => Object.keys(c).length <= 10, CHOICE),
    }),
    msg('choices.nothingToSave'),
  ),
});
export type ChoicesInput = z.output<typeof ChoicesInput>;

export interface ChoiceGroup {
  name: string;
  subjects: { code: string; name: string; name_or: string | null; name_hi: string | null }[];
}

export interface ChoicesSheet {
  /** As the setup names it: 9 for class 9, "LKG" for LKG. */
  class: number | string;
  year: { id: number; name: string } | null;
  groups: ChoiceGroup[];
  pupils: { student_id: string; name: string; section: Section | string; choices: Record<string, string> }[];
}
