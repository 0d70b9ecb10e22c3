import { useQuery } from '@tanstack/react-query';
import { SUBJECT_FIELDS, type SubjectField } from '@contracts/grades';
import { subjectLabel } from '@contracts/marks';
import type { Teaching } from '@contracts/teaching';
import { api } from './api-client';
import { useCurrentUser } from './auth';
import { useSchoolPlaces } from './school-setup';

export const TEACHING_KEY = 'teaching';

export interface TeachingChoices {
  /** The classes the user may choose, as a select holds them: "5", or the setup's name ("LKG"). */
  classes: readonly string[];
  /** The sections of a class the user may choose. */
  sections: (cls: number | string) => readonly string[];
  /** The subjects the user may enter in a class (and section, when known). */
  subjects: (cls: number | string, section?: string) => readonly SubjectField[];
  /** Whether the user may enter marks of a subject, named as teachers' records name it (Math, Sanskrit), in a class's section. */
  mayMark: (cls: number | string, section: string, subject: string) => boolean;
  /** The class-teacher section, chosen by default ('' when there is none). */
  home: { class: string; section: string };
}

// An admin's subjects and marks: every one (the classes and sections are the school's setup's).
const EVERYTHING: Omit<TeachingChoices, 'classes' | 'sections'> = {
  subjects: () => SUBJECT_FIELDS,
  mayMark: () => true,
  home: { class: '', section: '' },
};

// A class is answered as 5 or "LKG" and chosen from a select as "5" or "LKG": compared as text.
const sameClass = (a: number | string, b: number | string) => String(a) === String(b);
/** The spec's classes in their order, then the setup's named classes as the teaching lists them. */
const classOrder = (a: number | string, b: number | string) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : Number(typeof b === 'number') - Number(typeof a === 'number');

function choicesOf(t: Teaching): TeachingChoices {
  const places = [...t.subjects, ...(t.class_teacher ? [t.class_teacher] : [])];
  const isHome = (cls: number | string, section: string) =>
    !!t.class_teacher && sameClass(t.class_teacher.class, cls) && t.class_teacher.section === section;
  const mayMark = (cls: number | string, section: string, subject: string) =>
    isHome(cls, section) ||
    t.subjects.some((p) => sameClass(p.class, cls) && p.section === section && p.subject === subject);
  const sections = (cls: number | string) =>
    [...new Set(places.filter((p) => sameClass(p.class, cls)).map((p) => p.section))].sort();
  return {
    classes: [...new Set(places.map((p) => p.class))].sort(classOrder).map(String),
    sections,
    subjects: (cls, section) =>
      SUBJECT_FIELDS.filter((f) =>
        sections(cls).some((s) => (!section || s === section) && mayMark(cls, s, subjectLabel(f))),
      ),
    mayMark,
    home: t.class_teacher
      ? { class: String(t.class_teacher.class), section: t.class_teacher.section }
      : { class: '', section: '' },
  };
}

/**
 * What the signed-in user may choose on the attendance, marks and assignment screens: a teacher
 * their own classes, sections and subjects, an admin every class and section of the school's
 * setup (LKG, a section D) and every subject. The server decides again; this only keeps the
 * screens from offering what would be refused.
 */
export function useTeachingChoices(): TeachingChoices & { ready: boolean } {
  const user = useCurrentUser();
  const isTeacher = user?.role === 'teacher';
  const mine = useQuery({
    queryKey: [TEACHING_KEY, 'me', user?.userId],
    queryFn: ({ signal }) => api.get<Teaching>('/teaching/me', { signal }),
    enabled: isTeacher,
    staleTime: 60_000,
  });
  const school = useSchoolPlaces(!isTeacher);
  if (!isTeacher) return { ...EVERYTHING, classes: school.classes, sections: school.sections, ready: user !== null };
  return mine.data
    ? { ...choicesOf(mine.data), ready: true }
    : { ...EVERYTHING, classes: [], sections: () => [], subjects: () => [], mayMark: () => false, ready: false };
}
