import { type ClassSection, type Teaching, type TeachingInput } from '@contracts/teaching';
import { placeLabel } from '@contracts/place-label';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../core/errors';
import { msg } from '@contracts/i18n/packed-text';
import { settleTaughtSubjects } from './taught-subjects';
import { teachingRepo } from './teaching.repo';

const sectionTaken = (place: ClassSection, holder: { teacher_id: string; name: string } | undefined) => {
  const message = holder
    ? msg('teaching.sectionTakenBy', { place: placeLabel(place), name: holder.name, id: holder.teacher_id })
    : msg('teaching.sectionTaken', { place: placeLabel(place) });
  return new AppError(409, message, { fields: { class_teacher: message } });
};

const withoutId = ({ subjects, class_teacher }: Teaching): Teaching => ({ subjects, class_teacher });

export const teachingService = {
  async get(teacherId: string): Promise<Teaching> {
    const teaching = await teachingRepo.answerOf(teacherId);
    if (!teaching) throw notFound('record.teacher');
    return withoutId(teaching);
  },

  /** Replaces the teacher's whole teaching: every subject and the class-teacher section, or nothing. */
  replace(teacherId: string, sent: TeachingInput): Promise<Teaching> {
    return transaction(async () => {
      const rowId = await teachingRepo.lockTeacher(teacherId);
      if (rowId === undefined) throw notFound('record.teacher');
      const input = await settleTaughtSubjects(sent, (await teachingRepo.ofTeacher(teacherId))?.subjects ?? []);
      const place = input.class_teacher;
      // Named in the refusal as the API names it (10C, LKG D), not by its stored number.
      const named = place && { class: sent.class_teacher!.class, section: place.section };
      if (place) {
        const holder = await teachingRepo.otherClassTeacher(rowId, place);
        if (holder) throw sectionTaken(named!, holder);
      }
      try {
        await teachingRepo.replace(rowId, input);
      } catch (err) {
        // Two admins giving one section to two teachers at once: the unique index decides (the
        // transaction is aborted by then, so the holder is not looked up).
        if (place && isUniqueViolation(err, 'class_teachers_section_key')) throw sectionTaken(named!, undefined);
        throw err;
      }
      return withoutId((await teachingRepo.answerOf(teacherId))!);
    });
  },
};
