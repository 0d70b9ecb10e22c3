import { OWN_ATTENDANCE_ONLY } from '@contracts/attendance';
import type {
  AttendanceInput,
  AttendanceListQuery,
  AttendanceStatus,
  AttendanceUpdate,
  ClassStudent,
  Register,
  RegisterConflict,
  RegisterInput,
  RegisterQuery,
  RegisterSaved,
} from '@contracts/attendance';
import type { ListParams } from '@contracts/list';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../core/errors';
import type { SessionUser } from '../../core/request-context';
import { familyPolicy, teachingPolicy } from '../access';
import { inPlaces, placesFilter } from '../roster/roster.repo';
import type { AbsenceAlerts } from '../absence/absence-alerts';
import { rosterService } from '../roster/roster.service';
import { classLabel } from '../setup/class-label';
import { classPlaces } from '../setup/class-places';
import { attendanceFilters, attendanceRepo, attendanceTable } from './attendance.repo';
import { msg, ref } from '@contracts/i18n/packed-text';

const duplicateDay = (studentId: string, date: string) =>
  new AppError(409, msg('attendance.duplicate', { id: studentId, date }));

/**
 * A register saved from a copy (an offline save sent later) names what each row showed (`was`):
 * a row changed on the server since to another status is not overwritten. The save answers 409
 * with both values and writes nothing; the teacher chooses, and saves again from the server's.
 */
async function refuseChangedMeanwhile(
  input: RegisterInput,
  entries: { student_id: string; status: AttendanceStatus; name: string }[],
) {
  const sentFrom = new Map(
    input.entries.filter((e) => e.was !== undefined).map((e) => [e.student_id.toLowerCase(), e.was ?? null]),
  );
  if (!sentFrom.size) return;
  const asked = entries.filter((e) => sentFrom.has(e.student_id.toLowerCase()));
  const now = new Map(
    (
      await attendanceRepo.lockStatuses(
        input.attendance_date,
        asked.map((e) => e.student_id),
      )
    ).map((r) => [r.student_id, r.status]),
  );
  const conflicts: RegisterConflict[] = asked.flatMap((e) => {
    const theirs = now.get(e.student_id) ?? null;
    return theirs === sentFrom.get(e.student_id.toLowerCase()) || theirs === e.status
      ? []
      : [{ student_id: e.student_id, name: e.name, yours: e.status, theirs }];
  });
  if (conflicts.length)
    throw new AppError(409, msg('attendance.changedMeanwhile', { count: conflicts.length }), { conflicts });
}

export const attendanceService = {
  async list(q: AttendanceListQuery, user: SessionUser) {
    const { class: cls, section: named, date, student_id, year_id, ...params } = q;
    const place = await classPlaces.filter({ class: cls, section: named });
    const places = await teachingPolicy.readablePlaces(user, place);
    return attendanceTable.list(params, [
      ...attendanceFilters({ ...place, date, student_id, year_id }),
      ...placesFilter(places),
    ]);
  },

  /** A student's own days, or a parent's child's: `named` is the student the request names, if it names one. */
  async listOwn(user: SessionUser, named: string | undefined, params: ListParams) {
    const whose = user.role === 'parent' ? named : user.loginId;
    if (!whose)
      throw new AppError(400, msg('family.chooseChild'), { fields: { student_id: msg('family.chooseChild') } });
    if (named) await familyPolicy.assertMayRead(user, named, OWN_ATTENDANCE_ONLY);
    return attendanceTable.list(params, attendanceFilters({ student_id: whose }));
  },

  async classStudents(cls: string | number, named: string | undefined, user: SessionUser): Promise<ClassStudent[]> {
    const place = await classPlaces.filter({ class: cls, section: named });
    const places = await teachingPolicy.readablePlaces(user, place);
    const students = inPlaces(await rosterService.ofClass(place.class!, place.section), places);
    return students.map((s) => ({ student_id: s.student_id, name: s.name, student_name: s.name, section: s.section }));
  },

  /** Marks one student's day; saving the same student and date again updates it. */
  mark(input: AttendanceInput, user: SessionUser, alerts: AbsenceAlerts) {
    return transaction(async () => {
      const { class: cls } = await classPlaces.resolve(input.class);
      const student = await rosterService.requireStudent(input.student_id);
      await teachingPolicy.assertMayTakeAttendance(user, [student]);
      rosterService.requireInClass(student, cls);
      return alerts.afterWrite(
        attendanceRepo.upsert({
          student_id: student.student_id,
          student_name: student.name,
          class: student.class,
          section: student.section,
          attendance_date: input.attendance_date,
          status: input.status,
          marked_by: user.accountId,
        }),
      );
    });
  },

  update(input: AttendanceUpdate, user: SessionUser, alerts: AbsenceAlerts) {
    return transaction(async () => {
      const { class: cls } = await classPlaces.resolve(input.class);
      const existing = await attendanceRepo.stored(input.id);
      if (!existing) throw notFound('record.attendance');
      const student = await rosterService.requireStudent(input.student_id);
      const section = rosterService.sectionForEdit(student, cls, existing);
      await teachingPolicy.assertMayTakeAttendance(user, [existing, { class: cls, section }]);
      try {
        return await alerts.afterWrite(
          (await attendanceTable.update(input.id, {
            student_id: student.student_id,
            student_name: student.name,
            class: cls,
            section,
            attendance_date: input.attendance_date,
            status: input.status,
            marked_by: user.accountId,
            updated_at: new Date(),
          }))!,
          existing,
        );
      } catch (err) {
        if (isUniqueViolation(err, 'attendance_student_date_key'))
          throw duplicateDay(student.student_id, input.attendance_date);
        throw err;
      }
    });
  },

  remove(id: number, user: SessionUser, alerts: AbsenceAlerts) {
    return transaction(async () => {
      const existing = await attendanceRepo.stored(id);
      if (!existing) throw notFound('record.attendance');
      await teachingPolicy.assertMayTakeAttendance(user, [existing]);
      await alerts.afterRemove(await attendanceTable.remove(id));
    });
  },

  async register(q: RegisterQuery, user: SessionUser): Promise<Register> {
    const place = await classPlaces.resolve(q.class, q.section);
    const places = await teachingPolicy.readablePlaces(user, place);
    const rows = inPlaces(await attendanceRepo.register(place.class, place.section ?? null, q.date), places);
    return {
      class: await classLabel(place.class),
      section: place.section ?? null,
      attendance_date: q.date,
      taken: rows.some((r) => r.saved),
      // Nobody is marked yet: everyone starts Present, the common case in a classroom.
      students: rows.map((r) => ({ ...r, status: r.status ?? 'Present' })),
    };
  },

  /** The whole class in one transaction and one statement: every row, or none. */
  saveRegister(input: RegisterInput, user: SessionUser, alerts: AbsenceAlerts): Promise<RegisterSaved> {
    return transaction(async () => {
      const place = await classPlaces.resolve(input.class, input.section);
      const students = await rosterService.requireAllInClass(
        input.entries.map((e) => e.student_id),
        place.class,
        place.section,
        input.attendance_date,
      );
      await teachingPolicy.assertMayTakeAttendance(user, [...students.values()]);
      const entries = input.entries.map((e) => {
        const s = students.get(e.student_id)!;
        return { student_id: s.student_id, status: e.status, name: s.name, class: s.class, section: s.section };
      });
      await refuseChangedMeanwhile(input, entries);
      const written = await attendanceRepo.upsertMany(input.attendance_date, entries, user.accountId);
      // Every entry is on record now, whether its row changed or was already so.
      const saved = entries.length;
      // Notices follow what changed: a day already on record as sent had its notices settled when it was written.
      await alerts.onAttendanceWritten(written.map((e) => ({ ...e, attendance_date: input.attendance_date })));
      const absent = entries.filter((e) => e.status === 'Absent').length;
      const label = await classLabel(place.class);
      const where = place.section
        ? ref('batch.part.classSection', { class: label, section: place.section })
        : ref('batch.part.class', { class: label });
      return {
        message: msg(saved === 1 ? 'attendance.savedOne' : 'attendance.savedMany', {
          count: saved,
          where,
          date: input.attendance_date,
        }),
        saved,
        present: saved - absent,
        absent,
      };
    });
  },
};
