import { useEffect, useRef } from 'react';
import { Alert } from '../../components/alert';
import { useT } from '../../i18n/use-t';
import { at, useSetupForm } from './setup-context';

/**
 * A class's, section's or subject's retire and remove controls. A removed row stays on screen,
 * marked, until the save: if the server refuses to drop it (it has records), its message is shown
 * here with the offer to retire it instead.
 */
export function RowFlags({ path, label }: { path: string; label: string }) {
  const t = useT();
  const { form, conflict, retire } = useSetupForm();
  const removed = Boolean(form.watch(at(`${path}.removed`)));
  const named = conflict?.path === path;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The row a 409 names may be in a folded class: unfold it and bring the message into view.
    if (!named || !box.current) return;
    const details = box.current.closest('details');
    if (details) details.open = true;
    box.current.scrollIntoView({ block: 'center' });
  }, [named]);
  const toggle = () => form.setValue(at(`${path}.removed`), !removed as never, { shouldDirty: true });
  return (
    <div className="setup-flags" ref={box}>
      <label className="setup-check">
        <input
          type="checkbox"
          aria-label={t('schoolSetup.retiredOf', { name: label })}
          {...form.register(at(`${path}.retired`))}
        />{' '}
        {t('schoolSetup.retired')}
      </label>
      {removed && <span className="setup-removed">{t('schoolSetup.toBeRemoved')}</span>}
      <button
        type="button"
        className="btn"
        aria-label={t(removed ? 'schoolSetup.keepOf' : 'schoolSetup.removeOf', { name: label })}
        onClick={toggle}
      >
        {t(removed ? 'schoolSetup.keep' : 'schoolSetup.remove')}
      </button>
      {named && (
        <div className="setup-conflict">
          <Alert message={{ kind: 'error', text: conflict.text }} />
          <button type="button" className="btn btn-primary" onClick={() => retire(path)}>
            {t('schoolSetup.retireInstead', { name: label })}
          </button>
        </div>
      )}
    </div>
  );
}
