import type { TeacherToday } from '@contracts/dashboard';
import type { SessionUser } from '../../core/request-context';
import { teachingPolicy } from '../access';
import { dashboardRepo } from './dashboard.repo';

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
    const registers = places
      .map(
        (p) =>
          all.find((r) => r.class === p.class && r.section === p.section) ?? {
            ...p,
            on_roll: 0,
            marked: 0,
            present: 0,
          },
      )
      .sort((a, b) => a.class - b.class || a.section.localeCompare(b.section));
    return { date, registers, exams: places.length ? await dashboardRepo.examsOf(places) : [] };
  },
};
