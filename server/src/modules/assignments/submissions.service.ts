import { OWN_CHILDREN_ONLY } from '@contracts/guardians';
import { msg } from '@contracts/i18n/packed-text';
import type { ClassSubmissionRow, HandedIn, MarkInput, PupilSubmissionRow } from '@contracts/submissions';
import { AppError, notFound } from '../../core/errors';
import type { SessionUser } from '../../core/request-context';
import type { FileSource } from '../../storage/file-routes';
import type { FileStore, IncomingFile } from '../../storage/file-store';
import { familyPolicy, teachingPolicy } from '../access';
import { type SubmissionTarget, submissionsRepo } from './submissions.repo';
import { classLabel } from '../setup/class-label';

// A pupil's own list is their class's assignments; a year of homework fits well within this.
const PUPIL_LIST_LIMIT = 200;

/** The assignment, if it exists and the user may mark its work: an admin, or a teacher of its class. */
async function markable(user: SessionUser, assignmentId: number): Promise<SubmissionTarget> {
  const target = await submissionsRepo.target(assignmentId);
  if (!target) throw notFound('record.assignment');
  await teachingPolicy.assertMaySetAssignments(user, [target.class]);
  return target;
}

export function submissionsService(store: FileStore) {
  return {
    /**
     * A pupil hands in a file and/or a text. Before the due date it is handed in; after it, late
     * unless the teacher closed the assignment. Again before marking replaces it (the old file
     * goes with the commit); once marked it stays as marked.
     */
    handIn(
      assignmentId: number,
      user: SessionUser,
      text: string | undefined,
      file: IncomingFile | undefined,
    ): Promise<HandedIn> {
      if (!text && !file)
        throw new AppError(400, msg('submissions.empty'), { fields: { file: msg('submissions.empty') } });
      return store.transaction(async (tx) => {
        const pupil = await submissionsRepo.pupil(user.loginId);
        if (!pupil) throw new AppError(403, msg('submissions.notOnRoll'));
        const target = await submissionsRepo.target(assignmentId, true);
        if (!target) throw notFound('record.assignment');
        if (target.class !== pupil.class) throw new AppError(403, msg('submissions.otherClass'));
        if (target.past_due && target.closed) throw new AppError(409, msg('submissions.closed'));
        const current = await submissionsRepo.lockOf(assignmentId, pupil.student_id);
        if (current?.state === 'marked') throw new AppError(409, msg('submissions.alreadyMarked'));
        const fileId = file ? await tx.add(file, user.accountId) : null;
        const id = await submissionsRepo.handIn({
          assignmentId,
          studentId: pupil.student_id,
          late: target.past_due,
          body: text ?? null,
          fileId,
        });
        if (id === undefined) throw new AppError(409, msg('submissions.alreadyMarked'));
        if (current?.file_id) await tx.drop(current.file_id);
        return { submission_id: id, late: target.past_due };
      }, file);
    },

    /** Every pupil of the assignment's class with the state of their work, for its teachers. */
    async classList(assignmentId: number, user: SessionUser): Promise<ClassSubmissionRow[]> {
      const target = await markable(user, assignmentId);
      return submissionsRepo.classList(assignmentId, target.class);
    },

    /** Marks the work, or returns it for redoing; a marked piece may be marked again. */
    mark(id: number, input: MarkInput, user: SessionUser): Promise<{ state: 'marked' | 'returned' }> {
      return store.transaction(async () => {
        const current = await submissionsRepo.lock(id);
        if (!current) throw notFound('record.submission');
        await teachingPolicy.assertMaySetAssignments(user, [current.class]);
        const state = input.return ? 'returned' : 'marked';
        await submissionsRepo.mark(id, {
          state,
          mark: input.return ? null : input.mark!,
          comment: input.comment ?? null,
          by: user.accountId,
        });
        return { state };
      });
    },

    /** A closed assignment refuses late work; reopening takes it again. */
    setClosed(assignmentId: number, closed: boolean, user: SessionUser): Promise<void> {
      return store.transaction(async () => {
        await markable(user, assignmentId);
        await submissionsRepo.setClosed(assignmentId, closed);
      });
    },

    /** A pupil's own assignments and work; a parent names their child and sees the same. */
    async pupilList(user: SessionUser, childId: string | undefined): Promise<PupilSubmissionRow[]> {
      const loginId = user.role === 'parent' ? childId : (childId ?? user.loginId);
      if (!loginId)
        throw new AppError(400, msg('family.chooseChild'), { fields: { student_id: msg('family.chooseChild') } });
      await familyPolicy.assertMayRead(user, loginId, msg('submissions.ownWork'));
      const pupil = await submissionsRepo.pupil(loginId);
      return pupil ? submissionsRepo.pupilList(pupil.student_id, pupil.class, PUPIL_LIST_LIMIT) : [];
    },

    /** The assignment's title and what was handed in, for the zip (the teachers of the class only). */
    async forArchive(assignmentId: number, user: SessionUser) {
      const target = await markable(user, assignmentId);
      // The zip and its folders name the class as the school does (LKG), 1-10 by number.
      const label = await classLabel(target.class);
      return { title: target.title, class: label, rows: await submissionsRepo.handedIn(assignmentId) };
    },
  };
}

/** The pupil opens their own work, a parent their child's, a teacher the work of their classes. */
export const submissionFileSource: FileSource = {
  kind: 'submissions',
  async find(id, user) {
    const file = await submissionsRepo.fileOf(id);
    if (!file) return undefined;
    if (user.role === 'student' || user.role === 'parent') {
      if (!(await familyPolicy.mayRead(user, file.student_id)))
        throw new AppError(403, user.role === 'parent' ? OWN_CHILDREN_ONLY : msg('submissions.ownWork'));
      return file;
    }
    await teachingPolicy.assertMaySetAssignments(user, [file.class]);
    return file;
  },
};
