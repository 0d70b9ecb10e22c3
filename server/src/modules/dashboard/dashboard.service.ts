import type { TeacherToday } from '@contracts/dashboard';
import type { SessionUser } from '../../core/request-context';
import { teachingPolicy } from '../access';
import { classLabel } from '../setup/class-label';
import { answered, dashboardRepo } from './dashboard.repo';

export const dashboardService = {
  /**
   * A teacher's day: the registers of the sections the teaching policy gives them (a section
   * with nobody on the roll yet shows as empty), and the newest exams of their classes, once for
   * each of their sections, with how many students there have marks.
   */
  async teacherDay(user: SessionUser): Promise<TeacherToday> {
    const places = await teachingPolicy.registerPlaces(user);
    const date = await dashboardRepo.date();
    const all = await dashboardRepo.registers(date);
    const registers = await Promise.all(
      places
        .map(
          (p) =>
            all.find((r) => r.class === p.class && r.section === p.section) ?? {
              ...p,
              label: null,
              on_roll: 0,
              marked: 0,
              present: 0,
            },
        )
        .sort((a, b) => a.class - b.class || a.section.localeCompare(b.section))
        // A section nobody is on the roll of yet is named as the setup names its class too.
        .map(async (r) => answered({ ...r, label: r.label ?? (await classLabel(r.class)) })),
    );
    return { date, registers, exams: places.length ? await dashboardRepo.examsOf(places) : [] };
  },
};
