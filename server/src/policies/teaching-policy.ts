import { SUBJECT_FIELDS } from '@contracts/grades';
import { subjectLabel } from '@contracts/marks';
import { type Place, type StoredPlace, type StoredTeaching as Teaching } from '@contracts/teaching';
import { placeLabel } from '@contracts/place-label';
import type { ServerKey } from '@contracts/i18n/keys';
import { AppError } from '../core/errors';
import { msg, ref, type TextRef, type TextValues } from '@contracts/i18n/packed-text';
import type { SessionUser } from '../core/request-context';

// Who may do what with the records of a class section. The route's roles are the first gate;
// these rules decide which sections and subjects a teacher reaches. Admins may do everything.
//
// | A teacher may ...                          | in a section they are class teacher of | in a section they teach a subject in |
// |--------------------------------------------|----------------------------------------|--------------------------------------|
// | take and change attendance                 | yes                                    | yes                                  |
// | read student details, lists, register, grid| yes                                    | yes                                  |
// | enter and change the marks of a subject    | every subject                          | only the subjects they teach there   |
// | delete a whole marks record                | yes                                    | only if they teach all its subjects  |
// | change a marks record's Total Marks        | yes                                    | only if they teach all its subjects  |
// | set, change and delete assignments          | for the section's class                | for the section's class              |

const mayMark = (t: Teaching, p: Place, subject: string) =>
  isClassTeacher(t, p) || t.subjects.some((s) => samePlace(s, p) && s.subject === subject);

const RULES = {
  attendance: (t: Teaching, p: Place) => isClassTeacher(t, p) || teachesIn(t, p),
  readStudents: (t: Teaching, p: Place) => isClassTeacher(t, p) || teachesIn(t, p),
  marks: mayMark,
  // The total is every subject's denominator (each one's percentage and grade): the class's,
  // changed only by whoever answers for every subject of the record.
  total: (t: Teaching, p: Place, subjects: readonly string[]) => subjects.every((s) => mayMark(t, p, s)),
  // An assignment is set for a whole class, not a section.
  assignments: (t: Teaching, cls: number) => t.class_teacher?.class === cls || t.subjects.some((s) => s.class === cls),
};

const samePlace = (a: Place, b: Place) => a.class === b.class && a.section === b.section;
const isClassTeacher = (t: Teaching, p: Place) => t.class_teacher !== null && samePlace(t.class_teacher, p);
const teachesIn = (t: Teaching, p: Place) => t.subjects.some((s) => samePlace(s, p));

const SPEC_SUBJECTS = SUBJECT_FIELDS.map(subjectLabel);
// The spec's six are read in the reader's language from the catalogue; a setup's own subject
// (Sanskrit) by the name the school gave it.
const subjectName = (subject: string): TextRef | string =>
  SPEC_SUBJECTS.includes(subject) ? ref(`subject.${subject.toLowerCase()}` as ServerKey) : subject;

/**
 * "You teach Math in 5A, 5B and English in 6C, and are class teacher of 5A", from the catalogue's
 * pieces, so that our client's X-Language answers translate each piece.
 */
function describe(t: Teaching): TextRef {
  // Each place as the teacher knows it (5A, LKG D), not by a stored number.
  const named = (p: StoredPlace) => placeLabel({ class: p.label ?? p.class, section: p.section });
  const bySubject = new Map<string, string[]>();
  for (const s of t.subjects) bySubject.set(s.subject, [...(bySubject.get(s.subject) ?? []), named(s)]);
  const taught = [...bySubject].map(([subject, places]) =>
    ref('teaching.part.subjectIn', { subject: subjectName(subject), places: places.join(', ') }),
  );
  const teaching = taught.length
    ? ref('teaching.part.youTeach', {
        subjects: taught.reduce((first, second) => ref('teaching.part.and', { first, second })),
      })
    : null;
  if (!t.class_teacher) return teaching ?? ref('teaching.noClasses');
  const place = named(t.class_teacher);
  return teaching
    ? ref('teaching.part.teachAndLead', { teaching, place })
    : ref('teaching.part.classTeacher', { place });
}

const denied = (t: Teaching, key: ServerKey, values: TextValues) =>
  new AppError(403, msg(key, { who: describe(t), ...values }));

/** What the teaching rules need to know, loaded by whoever builds the policy (the teaching module). */
export interface TeachingFacts {
  /** A teacher's teaching; undefined when none is recorded. */
  teachingOf(teacherId: string): Promise<Teaching | undefined>;
  /** A stored class as the school names it (5, "LKG"), for a refusal's sentence; the number itself without it. */
  classLabel?(cls: number): Promise<number | string>;
}

const distinct = (places: Place[]) => [...new Map(places.map((p) => [placeLabel(p), p])).values()];

export interface MarksWrite extends Place {
  /** The subjects whose marks the write changes, as teachers' records name them (Math, Sanskrit). */
  subjects: readonly string[];
  /** Set when the write changes the record's Total Marks: the total it replaces. */
  replacesTotal?: number;
  /** Every subject of the record's exam, as teachers' records name them; the spec's six when left out. */
  examSubjects?: readonly string[];
}

export function makeTeachingPolicy(facts: TeachingFacts) {
  /** The teaching of a teacher; null for an admin, who is not limited. */
  async function teachingOf(user: SessionUser): Promise<Teaching | null> {
    if (user.role === 'admin') return null;
    if (user.role !== 'teacher') throw new AppError(403, msg('error.forbidden'));
    return (await facts.teachingOf(user.loginId)) ?? { subjects: [], class_teacher: null };
  }

  return {
    async assertMayTakeAttendance(user: SessionUser, places: Place[]): Promise<void> {
      const t = await teachingOf(user);
      const other = t && distinct(places).find((p) => !RULES.attendance(t, p));
      if (other) throw denied(t, 'teaching.recordElsewhere', { place: placeLabel(other) });
    },

    /** Assignments name a class: a teacher sets them only for a class they teach in (every class the write touches). */
    async assertMaySetAssignments(user: SessionUser, classes: number[]): Promise<void> {
      const t = await teachingOf(user);
      if (!t) return;
      const other = classes.find((c) => !RULES.assignments(t, c));
      if (other !== undefined)
        throw denied(t, 'teaching.classNotYours', { class: String((await facts.classLabel?.(other)) ?? other) });
    },

    async assertMayReadStudents(user: SessionUser, places: Place[]): Promise<void> {
      const t = await teachingOf(user);
      const other = t && distinct(places).find((p) => !RULES.readStudents(t, p));
      if (other) throw denied(t, 'teaching.studentElsewhere', { place: placeLabel(other) });
    },

    async assertMayWriteMarks(user: SessionUser, writes: MarksWrite[]): Promise<void> {
      const t = await teachingOf(user);
      if (!t) return;
      for (const w of writes) {
        if (!RULES.readStudents(t, w)) throw denied(t, 'teaching.recordElsewhere', { place: placeLabel(w) });
        const subject = w.subjects.find((s) => !RULES.marks(t, w, s));
        if (subject)
          throw denied(t, 'teaching.subjectNotYours', { subject: subjectName(subject), place: placeLabel(w) });
        if (w.replacesTotal !== undefined && !RULES.total(t, w, w.examSubjects ?? SPEC_SUBJECTS))
          throw denied(t, 'teaching.totalNotYours', { place: placeLabel(w), total: w.replacesTotal });
      }
    },

    /** The sections whose register a teacher takes: where they are class teacher or teach a subject. */
    async registerPlaces(user: SessionUser): Promise<Place[]> {
      const t = await teachingOf(user);
      if (!t) return [];
      return distinct([
        ...t.subjects.map(({ class: c, section: s }) => ({ class: c, section: s })),
        ...(t.class_teacher ? [t.class_teacher] : []),
      ]).filter((p) => RULES.attendance(t, p));
    },

    /**
     * The sections whose students the user may see, for narrowing a list; 'all' for an admin.
     * With a class (and section) asked for, only those; a teacher asking for none of theirs gets
     * 403 rather than an empty answer that would look like an empty class.
     */
    async readablePlaces(user: SessionUser, asked?: { class?: number; section?: string }): Promise<Place[] | 'all'> {
      const t = await teachingOf(user);
      if (!t) return 'all';
      const mine = distinct([
        ...t.subjects.map(({ class: c, section: s }) => ({ class: c, section: s })),
        ...(t.class_teacher ? [t.class_teacher] : []),
      ]);
      if (asked?.class === undefined) return mine;
      const matching = mine.filter((p) => p.class === asked.class && (!asked.section || p.section === asked.section));
      if (!matching.length)
        throw denied(t, 'teaching.classNotYours', {
          class: placeLabel({ class: asked.class, section: asked.section }),
        });
      return matching;
    },
  };
}

export type TeachingPolicy = ReturnType<typeof makeTeachingPolicy>;
