import type { Section } from '@contracts/enums';
import { AppError } from '../../core/errors';
import { type RosterStudent, rosterRepo } from './roster.repo';
import { msg, ref } from '@contracts/i18n/packed-text';

// The rule attendance and marks share: a record names a student who exists and is in the class
// the record is for. Call these inside the transaction that writes: the rows stay locked.

const classLabel = (cls: number, section?: string | null) =>
  section ? ref('batch.part.classSection', { class: cls, section }) : ref('batch.part.class', { class: cls });

export const rosterService = {
  ofClass: (cls: number, section?: string | null) => rosterRepo.ofClass(cls, section ?? null),

  exists: async (studentId: string): Promise<boolean> => (await rosterRepo.find(studentId)) !== undefined,

  find: (studentId: string): Promise<RosterStudent | undefined> => rosterRepo.find(studentId),

  async requireStudent(studentId: string): Promise<RosterStudent> {
    const [student] = await rosterRepo.lock([studentId]);
    if (!student)
      throw new AppError(404, msg('student.notFound', { id: studentId }), {
        fields: { student_id: msg('student.notFoundShort') },
      });
    return student;
  },

  /** New records are for students on the roll; a past record of a student who left stays editable. */
  requireInClass(student: RosterStudent, cls: number): void {
    if (student.status !== 'active') {
      const message = msg('student.notActive', {
        id: student.student_id,
        name: student.name,
        status: ref(student.status === 'graduated' ? 'student.status.graduated' : 'student.status.withdrawn'),
      });
      throw new AppError(400, message, { fields: { student_id: message } });
    }
    if (student.class !== cls) {
      const message = msg('student.otherClass', {
        id: student.student_id,
        name: student.name,
        class: student.class,
        asked: cls,
      });
      throw new AppError(400, message, { fields: { class: message } });
    }
  },

  /**
   * The section an edited record is stored with. A past record may keep the class it was taken
   * in after the student has moved up; any other change must match the student's class now.
   */
  sectionForEdit(
    student: RosterStudent,
    cls: number,
    existing: { student_id: string; class: number; section: Section },
  ): Section {
    if (student.student_id === existing.student_id && cls === existing.class) return existing.section;
    rosterService.requireInClass(student, cls);
    return student.section;
  },

  /**
   * All the students of a batch, or a 400 that names every ID that is unknown or not in the
   * class (and section): a batch is saved whole or not at all. With `day`, the class is the one
   * they were in on that day (a past year's register or exam after a promotion). `locked`: the
   * students as a caller already locked them (rosterRepo.lock, or a statement that also reads
   * what it needs beside them).
   */
  async requireAllInClass(
    ids: readonly string[],
    cls: number,
    section?: string | null,
    day?: string,
    locked?: RosterStudent[],
  ): Promise<Map<string, RosterStudent>> {
    const key = (id: string) => id.toLowerCase();
    const found = new Map((locked ?? (await rosterRepo.lock(ids))).map((s) => [key(s.student_id), s]));
    // On that day's roll: as student_years recorded the year, whatever their status now.
    const then = day ? new Map((await rosterRepo.placesOn(ids, day)).map((s) => [key(s.student_id), s])) : null;
    const placed = (id: string) =>
      then ? then.get(key(id)) : found.get(key(id))?.status === 'active' ? found.get(key(id)) : undefined;
    const unknown = ids.filter((id) => !found.has(key(id)));
    const elsewhere = ids.filter((id) => {
      const s = placed(id);
      return found.has(key(id)) && (!s || s.class !== cls || (section && s.section !== section));
    });
    if (unknown.length || elsewhere.length) {
      const unknownIds = ref(unknown.length > 1 ? 'batch.unknownIds' : 'batch.unknownId', { ids: unknown.join(', ') });
      const elsewhereIds = ref('batch.notIn', { place: classLabel(cls, section), ids: elsewhere.join(', ') });
      const text =
        unknown.length && elsewhere.length
          ? msg('batch.refusedBoth', { unknown: unknownIds, elsewhere: elsewhereIds })
          : unknown.length
            ? msg('batch.refusedUnknown', { unknown: unknownIds })
            : msg('batch.refusedElsewhere', { elsewhere: elsewhereIds });
      throw new AppError(400, text, { invalid: [...unknown, ...elsewhere] });
    }
    return new Map(ids.map((id) => [id, placed(id)!]));
  },
};
