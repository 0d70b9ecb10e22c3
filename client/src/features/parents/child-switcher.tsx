import { useId } from 'react';
import type { Child } from '@contracts/guardians';

const label = (c: Child) => `${c.name} · Class ${c.class} ${c.section}`;

/** Which child the parent's screens show; a plain line when there is only one. */
export function ChildSwitcher({ options, chosen, onChoose }: { options: Child[]; chosen: string; onChoose: (id: string) => void }) {
  const id = useId();
  if (options.length === 1) {
    return <p className="child-switcher card">{label(options[0])}</p>;
  }
  return (
    <div className="child-switcher card no-print">
      <label htmlFor={id}>Child</label>
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
