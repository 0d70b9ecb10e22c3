import { queryOptions, useQuery } from '@tanstack/react-query';
import { teachingName, subjectNameIn } from '@contracts/exam-subjects';
import type { Language } from '@contracts/i18n/languages';
import type { ClassPlace, SetupDocument } from '@contracts/setup';
import { api } from './api-client';

// The school's setup as the admin's screens read it (GET /api/admin/setup): the setup screen
// edits it, and other admin forms take their classes' subjects from it, never from a fixed list.

export const SETUP_KEY = 'setup';

export const setupDocumentQuery = queryOptions({
  queryKey: [SETUP_KEY, 'document'],
  queryFn: ({ signal }) => api.get<SetupDocument>('/admin/setup', { signal }),
});

export const useSetupDocument = () => useQuery(setupDocumentQuery);

/**
 * The school's classes with their sections and pupils (GET /api/classes, which teachers may read
 * too): every form's and filter's class and section options come from here, never a fixed list.
 * Under SETUP_KEY, so a saved setup refreshes them.
 */
export const classPlacesQuery = queryOptions({
  queryKey: [SETUP_KEY, 'classes'],
  queryFn: ({ signal }) => api.get<ClassPlace[]>('/classes', { signal }),
});

export const useClassPlaces = () => useQuery(classPlacesQuery);

const open = <T extends { retired?: true }>(items: readonly T[]) => items.filter((i) => !i.retired);

/** The classes a new record may name, in the setup's order (retired ones left out). */
export const classOptions = (places: readonly ClassPlace[]): string[] => open(places).map((c) => c.name);

/**
 * The open sections of a class (`cls` as a name, or 5 for class 5), in the setup's order; without
 * a class, every section name any open class has, in the order they first come.
 */
export function sectionOptions(places: readonly ClassPlace[], cls?: unknown): string[] {
  const wanted = cls === undefined || cls === null || cls === '' ? undefined : String(cls).trim().toLowerCase();
  const classes = open(places).filter((c) => wanted === undefined || c.name.toLowerCase() === wanted);
  return [...new Set(classes.flatMap((c) => open(c.sections).map((s) => s.name)))];
}

/** The options, with the value a record already has when the setup no longer offers it. */
export function withCurrent(options: readonly string[], current: string | number | undefined | null): string[] {
  const value = current === undefined || current === null ? '' : String(current);
  return value === '' || options.includes(value) ? [...options] : [...options, value];
}

/**
 * The class and section options of a form or filter. While the setup is loading both lists are
 * empty (and `loading` true): a form never offers a fixed list and then switches to the school's.
 */
export function useSchoolPlaces(enabled = true) {
  const { data, isPending } = useQuery({ ...classPlacesQuery, enabled });
  const places = data ?? [];
  return {
    loading: isPending,
    classes: classOptions(places),
    sections: (cls?: unknown) => sectionOptions(places, cls),
  };
}

/**
 * The subjects a teacher may be given in a class, in the setup's order and named in the reader's
 * language; each valued as teachers' records name it (Math for the spec's six, else the
 * school's English name). Undefined when the setup has no class of that name.
 */
export function teachableSubjects(
  doc: SetupDocument | undefined,
  cls: string | number,
  language: Language,
): { value: string; label: string }[] | undefined {
  const found = doc?.classes.find((c) => c.name === String(cls).trim());
  return found?.subjects
    .filter((s) => !s.retired)
    .map((s) => ({ value: teachingName(s), label: subjectNameIn(s, language) }));
}
