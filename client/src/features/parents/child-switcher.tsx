import { useId } from 'react';
import type { Child } from '@contracts/guardians';
import { useT } from '../../i18n/use-t';

const childLabel = (t: ReturnType<typeof useT>) => (c: Child) =>
  t('parents.child', { name: c.name, class: c.class, section: c.section });

/** Which child the parent's screens show; a plain line when there is only one. */
export function ChildSwitcher({
  options,
  chosen,
  onChoose,
}: {
  options: Child[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const t = useT();
  const label = childLabel(t);
  const id = useId();
  if (options.length === 1) {
    return <p className="child-switcher card">{label(options[0])}</p>;
  }
  return (
    <div className="child-switcher card no-print">
      <label htmlFor={id}>{t('parents.childLabel')}</label>
      <select id={id} value={chosen} onChange={(e) => onChoose(e.target.value)}>
        {options.map((c) => (
          <option key={c.student_id} value={c.student_id}>
            {label(c)}
          </option>
        ))}
      </select>
    </div>
  );
}
