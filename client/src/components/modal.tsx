import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/use-t';

/**
 * A modal on the native <dialog>: focus is kept inside, Escape closes it, the page behind is
 * inert, and focus goes back where it was when it closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  className,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal?.();
    return () => {
      if (dialog.open) dialog.close?.();
      // Back on the button that opened it, also when the dialog is unmounted rather than closed
      // (a History dialog goes with its state), where the browser would leave focus on the page.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
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
