import { useT } from '../i18n/use-t';
import { Modal } from './modal';

/** The Yes/No confirmation every delete goes through. */
export function ConfirmDialog({
  open,
  message,
  onYes,
  onNo,
  busy = false,
  title,
}: {
  open: boolean;
  message: string;
  onYes: () => void;
  onNo: () => void;
  busy?: boolean;
  title?: string;
}) {
  const t = useT();
  return (
    <Modal open={open} title={title ?? t('common.pleaseConfirm')} onClose={onNo}>
      <p>{message}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-danger" onClick={onYes} disabled={busy}>
          {t('common.yes')}
        </button>
        <button type="button" className="btn" onClick={onNo} autoFocus>
          {t('common.no')}
        </button>
      </div>
    </Modal>
  );
}
