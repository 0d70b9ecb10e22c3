import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import type { AlertMessage } from '../lib/alert-message';

// The message itself is made in lib/ (forms and calls make one); screens import both from here.
export { type AlertKind, type AlertMessage, errorMessage } from '../lib/alert-message';

// Messages that the original screens showed with window.alert(), shown in the page instead
// (announced to screen readers, and never blocking the person at the keyboard).
export function Alert({ message, onClose }: { message: AlertMessage | null; onClose?: () => void }): ReactNode {
  const t = useT();
  if (!message) return null;
  return (
    <div role={message.kind === 'error' ? 'alert' : 'status'} className={`alert alert-${message.kind}`}>
      <span>{message.text}</span>
      {onClose && (
        <button type="button" className="alert-close" aria-label={t('common.dismiss')} onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
