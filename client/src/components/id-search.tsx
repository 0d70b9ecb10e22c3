import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { serverSentence } from '../i18n/language';
import { useT } from '../i18n/use-t';
import { useCurrentUser } from '../lib/auth';
import { useCheckedForm } from '../lib/use-checked-form';
import { TextField } from './text-field';

/** The query a student screen reads: one ID, checked by its endpoint's own schema. */
type IdQuery = z.ZodType<{ student_id: string }, { student_id: string }>;

/**
 * The "look a student up by ID" form of the student screens: an empty ID, one the endpoint's
 * schema refuses and (for a student) someone else's ID are answered here, in one line, before
 * any request; the server checks the same again.
 */
export function IdSearch({
  label,
  schema,
  emptyMessage,
  ownOnlyMessage,
  onSearch,
  busy,
}: {
  label: string;
  schema: IdQuery;
  emptyMessage: string;
  ownOnlyMessage: string;
  onSearch: (id: string) => void;
  busy?: boolean;
}) {
  const t = useT();
  const user = useCurrentUser();
  const isStudent = user?.role === 'student';
  const [error, setError] = useState('');
  const { form, onSubmit } = useCheckedForm({
    schema,
    defaultValues: { student_id: isStudent ? user.userId : '' },
    say: (message) => setError(message?.text ?? ''),
    checks: {
      invalid: (errors, values) =>
        values.student_id.trim() ? serverSentence(errors.student_id?.message ?? '') : emptyMessage,
      check: ({ student_id }) =>
        isStudent && student_id.toLowerCase() !== user.userId.toLowerCase() ? ownOnlyMessage : null,
    },
    onSubmit: ({ student_id }) => onSearch(student_id),
  });

  // Until something is typed, a student's own ID (the sign-in status may arrive after the first render).
  const ownId = isStudent ? user.userId : null;
  useEffect(() => {
    if (ownId && !form.getFieldState('student_id').isDirty) form.resetField('student_id', { defaultValue: ownId });
  }, [ownId, form]);

  return (
    <form className="card id-search no-print" onSubmit={onSubmit}>
      <div className="id-search-row">
        <TextField label={label} autoComplete="off" {...form.register('student_id')} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('common.search')}
        </button>
      </div>
      {error && (
        <p className="text-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
