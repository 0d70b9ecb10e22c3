import { useCurrentUser } from '../../lib/auth';
import { useSchoolPlaces } from '../../lib/school-setup';
import { useTeachingChoices } from '../../lib/use-teaching';

/**
 * The classes and sections the marks screens offer: a teacher's own (the teaching they were
 * given), an admin's every class and section of the school's setup (LKG, a section D), in its
 * order. The server decides again.
 */
export function useMarksPlaces(): {
  classes: readonly (number | string)[];
  sections: (cls: number | string) => readonly string[];
} {
  const teacher = useCurrentUser()?.role === 'teacher';
  const teaching = useTeachingChoices();
  const school = useSchoolPlaces(!teacher);
  return teacher ? teaching : school;
}
