import { useWatch } from 'react-hook-form';
import type { StudentInput } from '@contracts/students';
import type { FormOf } from '../../components/zod-form';
import { useT } from '../../i18n/use-t';

/**
 * The father's and mother's names are asked first, but only guardians become parent logins:
 * while the guardians list is empty, one click makes the named parents guardians 1 and 2, and
 * the admin goes on with their email and mobile.
 */
export function ParentsAsGuardians({ form }: { form: FormOf<typeof StudentInput> }) {
  const t = useT();
  const [guardians, father, mother] = useWatch({
    control: form.control,
    name: ['guardians', 'father_name', 'mother_name'],
  });
  const parents = [
    { name: father?.trim() ?? '', relation: 'father' as const },
    { name: mother?.trim() ?? '', relation: 'mother' as const },
  ].filter((p) => p.name);
  if ((guardians?.length ?? 0) > 0 || !parents.length) return null;
  const fill = () => {
    form.setValue(
      'guardians',
      parents.map((p) => ({ ...p, email: '', mobile: '', notify: true })),
      { shouldDirty: true },
    );
    // The button goes with the empty list: focus moves on to what is left to type.
    setTimeout(() => form.setFocus('guardians.0.email'));
  };
  return (
    <p className="parents-as-guardians span-all">
      <button type="button" className="btn" onClick={fill}>
        {t('students.parentsAsGuardians')}
      </button>{' '}
      <span className="parents-as-guardians-hint">{t('students.parentsAsGuardiansHint')}</span>
    </p>
  );
}
