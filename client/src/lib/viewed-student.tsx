import { createContext, useContext } from 'react';
import { useCurrentUser } from './auth';

// Present only inside the parent area: which child its switcher chose (null while none is known).
const ChosenChild = createContext<{ studentId: string | null } | null>(null);

/** The parent area puts the child chosen in its switcher here. */
export const ChosenChildProvider = ChosenChild.Provider;

/**
 * Whose records a student screen shows: the signed-in student's own, or, in the parent area,
 * the child chosen in the switcher. The server checks it again either way.
 */
export function useViewedStudent(): string | null {
  const user = useCurrentUser();
  const chosen = useContext(ChosenChild);
  if (chosen) return chosen.studentId;
  return user?.userId ?? null;
}

/**
 * For the lists a student reads as "mine" (attendance days, assignments): in the parent area the
 * requests name the chosen child and wait until there is one; a student's name nobody, as before.
 */
export interface StudentScope {
  key: string;
  query: { student_id?: string };
  ready: boolean;
}

/** A student's own lists (also what the route's loader asks for before the screen is drawn). */
export const OWN_SCOPE: StudentScope = { key: 'self', query: {}, ready: true };

export function useStudentScope(): StudentScope {
  const chosen = useContext(ChosenChild);
  if (!chosen) return OWN_SCOPE;
  const id = chosen.studentId;
  return { key: id ?? 'none', query: id ? { student_id: id } : {}, ready: id !== null };
}
