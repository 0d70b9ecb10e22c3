import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { ConfirmDialog } from './confirm-dialog';

/** The question in English (the catalogue's unsaved.question), for the tests that look for it. */
export const UNSAVED_CHANGES = 'You have changes that are not saved. Leave this page and lose them?';

/**
 * While `when` holds, leaving the screen asks first: a link, Back or Forward inside the app
 * (or another class or day in the address) opens a Yes/No dialog, and closing or reloading the
 * tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.question')}
      onYes={() => blocker.proceed?.()}
      onNo={() => blocker.reset?.()}
    />
  );
}
