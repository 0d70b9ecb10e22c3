import { useWatch } from 'react-hook-form';
import type { GuardianMatch, GuardianMatchChoice } from '@contracts/guardians';
import type { StudentInput } from '@contracts/students';
import type { FormOf } from '../../components/zod-form';
import { ApiError } from '../../lib/api-client';
import { useT } from '../../i18n/use-t';

/** The guardians the server found by an entry's email or mobile with other details (its 409), if any. */
export function matchesOf(err: unknown): GuardianMatch[] {
  const m = err instanceof ApiError ? err.body?.matches : undefined;
  return Array.isArray(m) ? (m as GuardianMatch[]) : [];
}

/**
 * On a guardian's card: the known guardian the entry matched and how they differ, with the
 * admin's two choices; once chosen, what the next save will do (and a way back). The server
 * never applies such an entry without the choice.
 */
export function GuardianMatchChoiceBox({
  form,
  index,
  match,
}: {
  form: FormOf<typeof StudentInput>;
  index: number;
  match: GuardianMatch | undefined;
}) {
  const t = useT();
  const chosen = useWatch({ control: form.control, name: `guardians.${index}.match` });
  const choose = (choice: GuardianMatchChoice | undefined) => {
    form.setValue(`guardians.${index}.match`, choice);
    form.clearErrors(`guardians.${index}`);
  };
  if (!match && !chosen) return null;
  const known = match ? { id: match.guardian_id, name: match.name } : { id: '', name: '' };
  if (chosen) {
    return (
      <div className="guardian-match span-all" role="status">
        <p>{chosen === 'link' ? t('students.match.linking', known) : t('students.match.adding')}</p>
        <button type="button" className="btn" onClick={() => choose(undefined)}>
          {t('students.match.undo')}
        </button>
      </div>
    );
  }
  const m = match!;
  return (
    <div className="guardian-match span-all" role="group" aria-label={t('students.match.title', { n: index + 1 })}>
      <p>{t('students.match.found', { id: m.guardian_id, name: m.name, email: m.email ?? '-', mobile: m.mobile })}</p>
      <p>
        {t('students.match.differs', { fields: m.differences.map((d) => t(`students.match.field.${d}`)).join(', ') })}
      </p>
      <div className="guardian-match-actions">
        <button type="button" className="btn btn-primary" onClick={() => choose('link')}>
          {t('students.match.link', { id: m.guardian_id })}
        </button>
        <button type="button" className="btn" onClick={() => choose('new')}>
          {t('students.match.new')}
        </button>
      </div>
    </div>
  );
}
