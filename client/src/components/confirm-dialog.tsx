import { Modal } from './modal';

/** The Yes/No confirmation every delete goes through. */
export function ConfirmDialog({
  open,
  message,
  onYes,
  onNo,
  busy = false,
  title = 'Please confirm',
}: {
  open: boolean;
  message: string;
  onYes: () => void;
  onNo: () => void;
  busy?: boolean;
  title?: string;
}) {
  return (
    <Modal open={open} title={title} onClose={onNo}>
      <p>{message}</p>
      <div className="form-actions">
        <button type="button" className="btn btn-danger" onClick={onYes} disabled={busy}>
          Yes
        </button>
        <button type="button" className="btn" onClick={onNo} autoFocus>
          No
        </button>
      </div>
    </Modal>
  );
}
