import { createContext, useContext } from 'react';
import { useCurrentUser } from './auth';

const ChosenChild = createContext<string | null>(null);

/** The parent area puts the child chosen in its switcher here. */
export const ChosenChildProvider = ChosenChild.Provider;

/**
 * Whose records a student screen shows: the signed-in student's own, or, for a parent, the
 * child chosen in the switcher. The server checks it again either way.
 */
export function useViewedStudent(): string | null {
  const user = useCurrentUser();
  const child = useContext(ChosenChild);
  if (user?.role === 'parent') return child;
  return user?.userId ?? null;
}

/**
 * For the lists a student reads as "mine" (attendance days, assignments): a parent's requests
 * name the chosen child and wait until there is one; a student's name nobody, as before.
 */
export function useStudentScope(): { key: string; query: { student_id?: string }; ready: boolean } {
  const user = useCurrentUser();
  const child = useContext(ChosenChild);
  if (user?.role !== 'parent') return { key: 'self', query: {}, ready: true };
  return { key: child ?? 'none', query: child ? { student_id: child } : {}, ready: child !== null };
}
