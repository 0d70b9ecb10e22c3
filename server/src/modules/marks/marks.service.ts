import { OWN_RESULTS_ONLY } from '@contracts/details';
import { GRADE_SCALE } from '@contracts/grades';
import { type MarksListQuery, type MarksRecord, NO_MARKS_FOUND } from '@contracts/marks';
import { AppError } from '../../core/errors';
import type { SessionUser } from '../../core/request-context';
import { familyPolicy, teachingPolicy } from '../access';
import { placesFilter } from '../roster/roster.repo';
import { rosterService } from '../roster/roster.service';
import { readGrid, saveGrid } from './class-grid';
import { marksRepo } from './marks.repo';
import { placeFilter } from './marks-places';
import { marksFilters, marksShown } from './marks-records.repo';
import { removeRecord, saveRecord, updateRecord } from './record-writes';

// The marks module's one face to its routes: reads here, one record's writes in record-writes.ts,
// a class's grid in class-grid.ts, and what every write checks in record-checks.ts.

export const marksService = {
  async list(q: MarksListQuery, user: SessionUser) {
    const { class: cls, section, exam_name, student_id, ...params } = q;
    const place = await placeFilter({ class: cls, section });
    const places = await teachingPolicy.readablePlaces(user, place);
    return marksShown.list(params, [...marksFilters({ ...place, exam_name, student_id }), ...placesFilter(places)]);
  },

  save: saveRecord,
  update: updateRecord,
  remove: removeRecord,

  /** One entry per exam, newest first; [] for a student with no marks yet, 404 for an unknown ID. */
  async ofStudent(studentId: string, user: SessionUser): Promise<MarksRecord[]> {
    // A student or parent is held to their own (children's) IDs; staff to the sections they may read.
    await familyPolicy.assertMayRead(user, studentId, OWN_RESULTS_ONLY);
    if (user.role === 'teacher' || user.role === 'admin') {
      const student = await rosterService.find(studentId);
      if (!student) throw new AppError(404, NO_MARKS_FOUND);
      await teachingPolicy.assertMayReadStudents(user, [student]);
    }
    const rows = await marksRepo.ofStudent(studentId);
    if (!rows.length && !(await rosterService.exists(studentId))) throw new AppError(404, NO_MARKS_FOUND);
    return rows.map((r) => ({ ...r, grading: r.grading ?? [...GRADE_SCALE] }));
  },

  grid: readGrid,
  saveGrid,
};
