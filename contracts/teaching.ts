import { z } from 'zod';
import { type Section, SUBJECTS } from './enums';
import { schoolClass, section } from './school-fields';
import { msg } from './i18n/packed-text';

/** A class and section, the unit a teacher is given: "5A". */
export interface Place {
  class: number;
  section: Section;
}

export interface TaughtSubject extends Place {
  /** As teachers' records name it: the spec's label for the six (Math), the school's name for another (Sanskrit). */
  subject: string;
}

/** GET and PUT /api/admin/Teachers/:teacher_id/teaching, GET /api/teaching/me. */
export interface Teaching {
  subjects: TaughtSubject[];
  class_teacher: Place | null;
}

export const placeLabel = (p: { class: number; section?: string | null }) => `${p.class}${p.section ?? ''}`;

const place = z.object({ class: schoolClass, section });

// Any subject of the class's setup, by that name or its code: the server checks it against the class.
const CHOOSE_SUBJECT = msg('field.chooseSubject', { values: SUBJECTS.join(', ') });
const subject = z.string({ error: CHOOSE_SUBJECT }).trim().min(1, CHOOSE_SUBJECT).max(60, CHOOSE_SUBJECT);

export const TeachingInput = z
  .object({
    subjects: z
      .array(place.extend({ subject }), { error: msg('teaching.subjectsList') })
      .max(180, msg('teaching.tooManySubjects')),
    class_teacher: place.nullable(),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.subjects.forEach((s, i) => {
      const key = `${placeLabel(s)} ${s.subject}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['subjects', i],
          message: msg('teaching.listedTwice', { subject: s.subject, place: placeLabel(s) }),
        });
      seen.add(key);
    });
  });
export type TeachingInput = z.output<typeof TeachingInput>;

/**
 * The teaching editor's fields as its selects hold them: each row's class as text, the
 * class-teacher section as its label ("8C", '' for none). Read into a TeachingInput, so the
 * editor and the server check one set of rules.
 */
export const TeachingEditorInput = z
  .object({
    subjects: z.array(z.object({ class: z.string(), section, subject })),
    class_teacher: z.string(),
  })
  .transform(({ subjects, class_teacher }): z.input<typeof TeachingInput> => ({
    subjects,
    // A label the options do not hold is refused by TeachingInput's own section rule.
    class_teacher: class_teacher
      ? { class: class_teacher.slice(0, -1), section: class_teacher.slice(-1) as Section }
      : null,
  }))
  .pipe(TeachingInput);
