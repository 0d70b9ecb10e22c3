import { useMutation } from '@tanstack/react-query';
import type { ClassLetters, LettersChoice } from '@contracts/letters';
import { api } from '../../lib/api-client';

const lettersQuery = (c: LettersChoice) => ({
  who: c.who,
  ...(c.who !== 'teachers' && c.class !== undefined ? { class: c.class } : {}),
  ...(c.who !== 'teachers' && c.section ? { section: c.section } : {}),
  ...(c.include_signed_in ? { include_signed_in: 'true' } : {}),
});

/**
 * The letters of a class, a section or every teacher. Asking issues new codes and voids the
 * earlier letters, so it is a mutation, asked for on a click, never on a reload.
 */
export const useClassLetters = () =>
  useMutation({
    mutationFn: (c: LettersChoice) => api.get<ClassLetters>('/admin/letters', { query: lettersQuery(c) }),
  });
