import type { ChoicesInput, ChoicesQuery, ChoicesSheet } from '@contracts/choices';
import { msg } from '@contracts/i18n/packed-text';
import { AppError } from '../../core/errors';
import { transaction } from '../../db/pool';
import { rosterService } from '../roster/roster.service';
import { classLabel } from './class-label';
import { classPlaces } from './class-places';
import { choicesRepo } from './choices.repo';

// The admin sets each pupil's subject in each choice group of their class, for the current
// academic year, the one today falls in (docs/school-setup.md). A code must be a subject of that group in the setup.

export const choicesService = {
  async sheet(q: ChoicesQuery): Promise<ChoicesSheet> {
    const place = await classPlaces.filter(q);
    const cls = place.class!;
    const [year, groups, pupils] = await Promise.all([
      choicesRepo.yearOfToday(),
      choicesRepo.groupsOf(cls),
      rosterService.ofClass(cls, place.section),
    ]);
    const chosen = year
      ? await choicesRepo.ofPupils(
          year.id,
          pupils.map((p) => p.student_id),
        )
      : new Map<string, Record<string, string>>();
    return {
      class: await classLabel(cls),
      year: year ? { id: year.id, name: year.name } : null,
      groups,
      pupils: pupils.map((p) => ({
        student_id: p.student_id,
        name: p.name,
        section: p.section,
        choices: chosen.get(p.student_id) ?? {},
      })),
    };
  },

  save(input: ChoicesInput): Promise<{ saved: number }> {
    return transaction(async () => {
      const year = await choicesRepo.yearOfToday();
      if (!year) throw new AppError(409, msg('choices.noYear'));
      const { class: cls } = await classPlaces.resolve(input.class);
      const students = await rosterService.requireAllInClass(
        input.entries.map((e) => e.student_id),
        cls,
      );
      const groups = await choicesRepo.groupsOf(cls);
      const fields: Record<string, string> = {};
      const rows = input.entries.flatMap((e, i) =>
        Object.entries(e.choices).map(([group, code]) => {
          const found = groups.find((g) => g.name.toLowerCase() === group.toLowerCase());
          const at = `entries.${i}.choices.${group}`;
          if (!found) fields[at] = msg('choices.notAGroup', { group, class: input.class });
          else if (code !== null && !found.subjects.some((s) => s.code === code))
            fields[at] = msg('choices.notInGroup', { subject: code, group: found.name });
          return { student_id: students.get(e.student_id)!.student_id, group: found?.name ?? group, code };
        }),
      );
      const first = Object.values(fields)[0];
      if (first) throw new AppError(400, first, { fields });
      await choicesRepo.write(year.id, rows);
      return { saved: input.entries.length };
    });
  },
};
