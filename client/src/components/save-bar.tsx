import { type ReactNode, useEffect, useRef } from 'react';
import type { AlertMessage } from './alert';
import './save-bar.css';

interface Props {
  label: string;
  busyLabel: string;
  saving: boolean;
  /** What the last save (or the check before it) came to, said beside the button. */
  outcome: AlertMessage | null;
  onSave: () => void;
  /** Shown at the bar's start: the register's counts. */
  children?: ReactNode;
}

/** Ctrl+S (⌘S on a Mac) inside `scope` saves; elsewhere on the screen the browser keeps it. */
function useSaveShortcut(scope: React.RefObject<HTMLElement | null>, save: () => void) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 's') return;
      const card = scope.current?.closest('section') ?? scope.current;
      const at = document.activeElement;
      // On the page itself (nothing focused) or inside this register or grid; another form's keys stay its own.
      if (at && at !== document.body && at.id !== 'main' && !card?.contains(at)) return;
      e.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scope]);
}

/**
 * The bar at the foot of a register or a marks grid, kept in the window while the list scrolls.
 * A save's outcome is said here, where the button is, and announced (the line is a live region
 * from the start). The button stays focusable while saving (aria-disabled, not disabled), so the
 * keyboard's place is never lost to the page body.
 */
export function SaveBar({ label, busyLabel, saving, outcome, onSave, children }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  const save = () => {
    if (!saving) onSave();
  };
  useSaveShortcut(bar, save);
  const error = outcome?.kind === 'error' ? outcome.text : '';
  return (
    <div className="save-bar" ref={bar}>
      {children}
      <p className={`save-outcome is-${outcome?.kind ?? 'none'}`} role="status">
        {error ? '' : outcome?.text}
      </p>
      {error && (
        <p className="save-outcome is-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-primary" aria-disabled={saving || undefined} onClick={save}>
        {saving ? busyLabel : label}
      </button>
    </div>
  );
}
