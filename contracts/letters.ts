import { z } from 'zod';
import { LANGUAGES, type Language } from './i18n/languages';
import { msg } from './i18n/packed-text';
import { setupPlaceFilter } from './school-fields';

/** Whose sign-in letters: a class's pupils, their guardians, both; or every teacher. */
export const LETTER_AUDIENCES = ['students', 'guardians', 'both', 'teachers'] as const;
export type LetterAudience = (typeof LETTER_AUDIENCES)[number];

/**
 * GET /api/admin/letters. The class by its setup name ("LKG"; 5 and "5" name class 5), a section
 * of it by its name or every section; `language` is for people who never chose one (they have not
 * signed in). The server looks both up in the setup.
 */
const whose = {
  who: z.enum(LETTER_AUDIENCES, { error: msg('letters.chooseWho') }),
  class: setupPlaceFilter.class,
  section: setupPlaceFilter.section,
};
const classUnlessTeachers = (q: { who: LetterAudience; class?: number | string }) =>
  q.who === 'teachers' || q.class !== undefined;

export const LettersQuery = z
  .object({
    ...whose,
    include_signed_in: z
      .enum(['true', 'false'], { error: msg('letters.includeSignedIn') })
      .optional()
      .transform((v) => v === 'true'),
    language: z.enum(LANGUAGES, { error: msg('letters.chooseLanguage') }).optional(),
  })
  .refine(classUnlessTeachers, { path: ['class'], message: msg('letters.classRequired') });
export type LettersQuery = z.output<typeof LettersQuery>;

/** The Letters screen's form: the same choice, its box ticked or not. */
export const LettersChoice = z
  .object({ ...whose, include_signed_in: z.boolean() })
  .refine(classUnlessTeachers, { path: ['class'], message: msg('letters.classRequired') });
export type LettersChoice = z.output<typeof LettersChoice>;

/** One printed letter: its code is typed from paper; the link carries the same code. */
export interface ClassLetter {
  user_id: string;
  name: string;
  role: 'teacher' | 'student' | 'parent';
  language: Language;
  code: string;
  link: string;
}

export interface ClassLetters {
  letters: ClassLetter[];
  school_name: string;
  /** When every code of this printing stops working. */
  expires_at: string;
}
