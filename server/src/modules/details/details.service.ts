import { OWN_PROFILE_ONLY } from '@contracts/details';
import { AppError } from '../../core/errors';
import { msg } from '@contracts/i18n/packed-text';
import { type SessionUser, sameLoginId } from '../../core/request-context';
import { familyPolicy, teachingPolicy } from '../access';
import { detailsRepo } from './details.repo';

export const detailsService = {
  async student(studentId: string, user: SessionUser) {
    await familyPolicy.assertMayRead(user, studentId, OWN_PROFILE_ONLY);
    const details = await detailsRepo.student(studentId);
    if (!details) throw new AppError(404, msg('details.studentNotFound'));
    // Addresses and parents' names: a teacher reads only the students of their own sections.
    if (user.role === 'teacher') await teachingPolicy.assertMayReadStudents(user, [details]);
    // Answered as the setup names the class (LKG), 1-10 as the spec's numbers.
    const { class_label, ...rest } = details;
    return { ...rest, class: class_label };
  },

  async teacher(teacherId: string, user: SessionUser) {
    if (user.role === 'teacher' && !sameLoginId(user.loginId, teacherId)) {
      throw new AppError(403, msg('details.ownDetails'));
    }
    const details = await detailsRepo.teacher(teacherId);
    if (!details) throw new AppError(404, msg('details.notFound'));
    return details;
  },
};
