import { type ReactNode, useState } from 'react';
import { errorText } from '../lib/api-client';
import type { AlertMessage } from './alert';
import { ConfirmDialog } from './confirm-dialog';

interface Options<Row> {
  /** Deletes the row; its answer's message is shown. */
  remove: (row: Row) => Promise<{ message: string }>;
  /** The spec's text when the server gives no reason. */
  deleteFailure: string;
  /** Names the row for screen readers: "Edit attendance of Ravi on 2024-06-03". */
  describe: (row: Row) => string;
}

// Drawn inline: an emoji or icon font may be missing on a school's computers.
const ICONS = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  delete: 'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
};

const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
    <path d={ICONS[name]} />
  </svg>
);

/**
 * The row actions of a records table: the edit icon opening a dialog, the delete icon asking
 * 'Are you sure you want to delete this entry?' with Yes and No, and the outcome message.
 */
export function useRecordActions<Row>({ remove, deleteFailure, describe }: Options<Row>) {
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<AlertMessage | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      setMessage({ kind: 'success', text: (await remove(deleting)).message });
    } catch (err) {
      setMessage({ kind: 'error', text: errorText(err, deleteFailure) });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const actions = (row: Row): ReactNode => (
    <>
      <button type="button" className="btn-icon" aria-label={`Edit ${describe(row)}`} onClick={() => setEditing(row)}>
        <Icon name="edit" />
      </button>
      <button type="button" className="btn-icon" aria-label={`Delete ${describe(row)}`} onClick={() => setDeleting(row)}>
        <Icon name="delete" />
      </button>
    </>
  );

  return {
    editing,
    closeEdit: () => setEditing(null),
    /** After a successful edit: show the server's message and close the dialog. */
    edited: (text: string) => {
      setMessage({ kind: 'success', text });
      setEditing(null);
    },
    message,
    clearMessage: () => setMessage(null),
    actions,
    confirm: (
      <ConfirmDialog open={deleting !== null} message="Are you sure you want to delete this entry?" onYes={() => void confirmDelete()} onNo={() => setDeleting(null)} busy={busy} />
    ),
  };
}
