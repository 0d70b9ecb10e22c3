import { z } from 'zod';
import type { Section, Subject } from './enums';
import { schoolClass, section, subject } from './school-fields';
import { msg } from './i18n/packed-text';

/** A class and section, the unit a teacher is given: "5A". */
export interface Place {
  class: number;
  section: Section;
}

export interface TaughtSubject extends Place {
  subject: Subject;
}

/** GET and PUT /api/admin/Teachers/:teacher_id/teaching, GET /api/teaching/me. */
export interface Teaching {
  subjects: TaughtSubject[];
  class_teacher: Place | null;
}

export const placeLabel = (p: { class: number; section?: string | null }) => `${p.class}${p.section ?? ''}`;

const place = z.object({ class: schoolClass, section });

export const TeachingInput = z
  .object({
    subjects: z.array(place.extend({ subject }), { error: msg('teaching.subjectsList') }).max(180, msg('teaching.tooManySubjects')),
    class_teacher: place.nullable(),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    t.subjects.forEach((s, i) => {
      const key = `${placeLabel(s)} ${s.subject}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['subjects', i], message: msg('teaching.listedTwice', { subject: s.subject, place: placeLabel(s) }) });
      seen.add(key);
    });
  });
export type TeachingInput = z.output<typeof TeachingInput>;
