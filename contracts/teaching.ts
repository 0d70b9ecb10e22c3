import { z } from 'zod';
import { type Section, SUBJECTS } from './enums';
import { placeLabel } from './place-label';
import { setupClass, setupSection } from './school-fields';
import { msg } from './i18n/packed-text';

/** A class and section as records store them (the setup's links, migration 078): 5 and "A", LKG's number and "D". */
export interface Place {
  class: number;
  section: Section;
}

/** A class and section as the API answers them: the spec's number for 1-10, else the setup's name ("LKG"). */
export interface ClassSection {
  class: number | string;
  section: string;
}

export interface TaughtSubject extends ClassSection {
  /** As teachers' records name it: the spec's label for the six (Math), the school's name for another (Sanskrit). */
  subject: string;
}

/** GET and PUT /api/admin/Teachers/:teacher_id/teaching, GET /api/teaching/me. */
export interface Teaching {
  subjects: TaughtSubject[];
  class_teacher: ClassSection | null;
}

/** A place as stored, with its class as the API answers it (`label`) for the teaching rules' sentences. */
export type StoredPlace = Place & { label?: number | string };

/** A teacher's teaching as stored, which the teaching rules compare records with. */
export interface StoredTeaching {
  subjects: (StoredPlace & { subject: string })[];
  class_teacher: StoredPlace | null;
}

const place = z.object({ class: setupClass, section: setupSection });

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

/** The teaching editor's value for a class-teacher choice: class and section apart, as either may hold spaces ("11 Science", "Rose"). */
export const editorPlace = (p: { class: number | string; section: string }) => `${p.class}\u001f${p.section}`;

/**
 * The teaching editor's fields as its selects hold them: each row's class as text, the
 * class-teacher section as its editorPlace ('' for none). Read into a TeachingInput, so the
 * editor and the server check one set of rules.
 */
export const TeachingEditorInput = z
  .object({
    subjects: z.array(z.object({ class: z.string(), section: z.string(), subject })),
    class_teacher: z.string(),
  })
  .transform(({ subjects, class_teacher }): z.input<typeof TeachingInput> => {
    const [cls = '', section = ''] = class_teacher.split('\u001f');
    // A value the options do not hold is refused by TeachingInput's own rules (and the server's).
    return { subjects, class_teacher: class_teacher ? { class: cls, section } : null };
  })
  .pipe(TeachingInput);
