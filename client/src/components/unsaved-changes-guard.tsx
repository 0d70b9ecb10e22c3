import { useEffect, useState } from 'react';
import { holdNavigation } from '../lib/navigation-hold';
import { ConfirmDialog } from './confirm-dialog';

export const UNSAVED_CHANGES = 'You have changes that are not saved. Leave this page and lose them?';

/**
 * While `when` holds, leaving the screen asks first: a link, Back or Forward inside the app
 * opens a Yes/No dialog, and closing or reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    const release = holdNavigation((go) => setPending(() => go));
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      release();
      window.removeEventListener('beforeunload', ask);
    };
  }, [when]);

  return (
    <ConfirmDialog
      open={pending !== null}
      title="Unsaved changes"
      message={UNSAVED_CHANGES}
      onYes={() => {
        const go = pending;
        setPending(null);
        go?.();
      }}
      onNo={() => setPending(null)}
    />
  );
}
