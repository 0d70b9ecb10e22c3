import { type FormEvent, useState } from 'react';
import { useT } from '../i18n/use-t';
import { useCurrentUser } from '../lib/auth';
import { TextField } from './text-field';

/**
 * The "look a student up by ID" form of the student screens: an empty ID and (for a student)
 * someone else's ID are answered here, before any request; the server checks the same again.
 */
export function IdSearch({
  label,
  emptyMessage,
  ownOnlyMessage,
  onSearch,
  busy,
}: {
  label: string;
  emptyMessage: string;
  ownOnlyMessage: string;
  onSearch: (id: string) => void;
  busy?: boolean;
}) {
  const t = useT();
  const user = useCurrentUser();
  const isStudent = user?.role === 'student';
  // Until something is typed, a student's own ID (the sign-in status may arrive after the first render).
  const [typed, setId] = useState<string | null>(null);
  const id = typed ?? (isStudent ? user.userId : '');
  const [error, setError] = useState('');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = id.trim();
    if (!wanted) return setError(emptyMessage);
    if (isStudent && wanted.toLowerCase() !== user.userId.toLowerCase()) return setError(ownOnlyMessage);
    setError('');
    onSearch(wanted);
  };

  return (
    <form className="card id-search no-print" onSubmit={submit}>
      <div className="id-search-row">
        <TextField label={label} value={id} onChange={(e) => setId(e.target.value)} autoComplete="off" />
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
