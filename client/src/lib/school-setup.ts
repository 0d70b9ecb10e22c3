import { queryOptions, useQuery } from '@tanstack/react-query';
import { teachingName, subjectNameIn } from '@contracts/exam-subjects';
import type { Language } from '@contracts/i18n/languages';
import type { SetupDocument } from '@contracts/setup';
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
