import { useT } from '../i18n/use-t';
import './steps.css';

/**
 * Where a person is in a screen of several steps (choose, check, confirm, result): the steps in
 * order, the current one marked for the eye and for screen readers (aria-current="step"), the
 * ones behind it ticked. `current` counts from 1.
 */
export function Steps({ steps, current }: { steps: string[]; current: number }) {
  const t = useT();
  return (
    <ol className="steps" aria-label={t('steps.label')}>
      {steps.map((label, i) => {
        const n = i + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'ahead';
        return (
          <li key={label} className={`step step-${state}`} aria-current={n === current ? 'step' : undefined}>
            <span className="step-number" aria-hidden="true">
              {state === 'done' ? '✓' : n}
            </span>
            <span className="step-label">{label}</span>
            {state === 'done' && <span className="visually-hidden"> {t('steps.done')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
