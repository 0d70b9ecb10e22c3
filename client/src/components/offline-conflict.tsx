import { useState } from 'react';
import type { TypedMark } from '@contracts/exam-subjects';
import { useT } from '../i18n/use-t';
import { type Chosen, type Conflict, conflictKey, type KeptSave } from '../lib/offline/queue-rules';

/**
 * A save the server refused because rows changed since the teacher's copy: each row with both
 * values (a register's status, or a grid's mark of one subject), and the teacher's choice sent.
 */
export function OfflineConflict({ save, onSend }: { save: KeptSave; onSend: (chosen: Chosen) => void }) {
  const t = useT();
  // Per conflicting row, whether the server's value is kept (else the teacher's own).
  const [keepTheirs, setKeepTheirs] = useState<Record<string, boolean>>({});
  const label = (c: Conflict, value: string | TypedMark) =>
    'subject' in c
      ? value === null
        ? t('offline.noMark')
        : String(value)
      : value
        ? t(`attendance.status.${value}` as 'attendance.status.Present')
        : t('offline.notTaken');
  // A register row the other teacher left untaken cannot be saved as untaken: the teacher's own is sent.
  const chosen: Chosen = Object.fromEntries(
    (save.conflicts ?? []).map((c) => [
      conflictKey(c),
      keepTheirs[conflictKey(c)] && ('subject' in c || c.theirs) ? c.theirs : c.yours,
    ]),
  );
  return (
    <li className="offline-problem">
      <strong>{save.what}</strong>: {save.reason}
      {save.conflicts?.map((c) => {
        const key = conflictKey(c);
        return (
          <fieldset key={key}>
            <legend>{'subject' in c ? t('offline.markOf', { name: c.name, subject: c.subject }) : c.name}</legend>
            {[t('offline.yours', { value: label(c, c.yours) }), t('offline.theirs', { value: label(c, c.theirs) })].map(
              (text, i) => (
                <label key={text}>
                  <input
                    type="radio"
                    name={`${save.id}-${key}`}
                    checked={!!keepTheirs[key] === (i === 1)}
                    onChange={() => setKeepTheirs((k) => ({ ...k, [key]: i === 1 }))}
                  />
                  {text}
                </label>
              ),
            )}
          </fieldset>
        );
      })}
      <button type="button" className="btn" onClick={() => onSend(chosen)}>
        {t('offline.sendChoice')}
      </button>
    </li>
  );
}
