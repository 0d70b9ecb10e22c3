import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/use-t';

/**
 * A modal on the native <dialog>: focus is kept inside, Escape closes it, and the page behind
 * is inert, with no code of ours to get wrong.
 */
export function Modal({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <header className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="btn-icon" aria-label={t('common.close')} onClick={onClose}>
              ×
            </button>
          </header>
          <div className="modal-body">{children}</div>
        </>
      )}
    </dialog>
  );
}
