import type { AttendanceInput, AttendanceListQuery, AttendanceUpdate, ClassStudent, Register, RegisterInput, RegisterQuery, RegisterSaved } from '@contracts/attendance';
import type { Section } from '@contracts/enums';
import type { ListParams } from '@contracts/list';
import { isUniqueViolation } from '../../db/pg-errors';
import { transaction } from '../../db/pool';
import { AppError, notFound } from '../../http/errors';
import { rosterService } from '../roster/roster.service';
import { attendanceFilters, attendanceRepo, attendanceTable } from './attendance.repo';

const duplicateDay = (studentId: string, date: string) =>
  new AppError(409, `Attendance for ${studentId} on ${date} is already recorded. Edit that record instead.`);

export const attendanceService = {
  list(q: AttendanceListQuery) {
    const { class: cls, section, date, student_id, year_id, ...params } = q;
    return attendanceTable.list(params, attendanceFilters({ class: cls, section, date, student_id, year_id }));
  },

  /** Only the signed-in student's own days. */
  listOwn(studentId: string, params: ListParams) {
    return attendanceTable.list(params, attendanceFilters({ student_id: studentId }));
  },

  async classStudents(cls: number, section?: Section): Promise<ClassStudent[]> {
    const students = await rosterService.ofClass(cls, section);
    return students.map((s) => ({ student_id: s.student_id, name: s.name, student_name: s.name, section: s.section }));
  },

  /** Marks one student's day; saving the same student and date again updates it. */
  mark(input: AttendanceInput, accountId: number) {
    return transaction(async () => {
      const student = await rosterService.requireStudent(input.student_id);
      rosterService.requireInClass(student, input.class);
      return attendanceRepo.upsert({
        student_id: student.student_id,
        student_name: student.name,
        class: student.class,
        section: student.section,
        attendance_date: input.attendance_date,
        status: input.status,
        marked_by: accountId,
      });
    });
  },

  update(input: AttendanceUpdate, accountId: number) {
    return transaction(async () => {
      const existing = await attendanceTable.get(input.id);
      if (!existing) throw notFound('Attendance record');
      const student = await rosterService.requireStudent(input.student_id);
      const section = rosterService.sectionForEdit(student, input.class, existing);
      try {
        return (await attendanceTable.update(input.id, {
          student_id: student.student_id,
          student_name: student.name,
          class: input.class,
          section,
          attendance_date: input.attendance_date,
          status: input.status,
          marked_by: accountId,
          updated_at: new Date(),
        }))!;
      } catch (err) {
        if (isUniqueViolation(err, 'attendance_student_date_key')) throw duplicateDay(student.student_id, input.attendance_date);
        throw err;
      }
    });
  },

  async remove(id: number) {
    if (!(await attendanceTable.remove(id))) throw notFound('Attendance record');
  },

  async register(q: RegisterQuery): Promise<Register> {
    const rows = await attendanceRepo.register(q.class, q.section ?? null, q.date);
    return {
      class: q.class,
      section: q.section ?? null,
      attendance_date: q.date,
      taken: rows.some((r) => r.saved),
      // Nobody is marked yet: everyone starts Present, the common case in a classroom.
      students: rows.map((r) => ({ ...r, status: r.status ?? 'Present' })),
    };
  },

  /** The whole class in one transaction and one statement: every row, or none. */
  saveRegister(input: RegisterInput, accountId: number): Promise<RegisterSaved> {
    return transaction(async () => {
      const students = await rosterService.requireAllInClass(input.entries.map((e) => e.student_id), input.class, input.section);
      const entries = input.entries.map((e) => ({ student_id: students.get(e.student_id)!.student_id, status: e.status }));
      const saved = await attendanceRepo.upsertMany(input.attendance_date, entries, accountId);
      const absent = entries.filter((e) => e.status === 'Absent').length;
      const where = `class ${input.class}${input.section ? ` section ${input.section}` : ''}`;
      return {
        message: `Attendance saved for ${saved} student${saved === 1 ? '' : 's'} of ${where} on ${input.attendance_date}.`,
        saved,
        present: saved - absent,
        absent,
      };
    });
  },
};
