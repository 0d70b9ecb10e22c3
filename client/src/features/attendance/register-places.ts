import { useCurrentUser } from '../../lib/auth';
import { useSchoolPlaces } from '../../lib/school-setup';
import { useTeachingChoices } from '../../lib/use-teaching';

/**
 * The classes and sections the register and the single record offer: an admin the school's
 * setup (LKG, "11 Science", a section D), by name; a teacher their own teaching, with their
 * class-teacher section first. The server decides again.
 */
export function useRegisterPlaces() {
  const teaching = useTeachingChoices();
  const teacher = useCurrentUser()?.role === 'teacher';
  const school = useSchoolPlaces(!teacher);
  return teacher
    ? { home: teaching.home, classes: teaching.classes.map(String), sections: (cls: string) => teaching.sections(cls) }
    : { home: teaching.home, classes: school.classes, sections: (cls: string) => school.sections(cls) };
}
