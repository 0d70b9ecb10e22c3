import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessageResponse } from '@contracts/auth';
import type { AlertMessage } from '../components/alert';
import { ConfirmDialog } from '../components/confirm-dialog';
import { errorText } from './api-client';

interface Options<Row> {
  remove: (row: Row) => Promise<MessageResponse>;
  /** The spec's text when the server gives none (e.g. 'Error deleting fee!'). */
  fallback: string;
  onMessage: (message: AlertMessage) => void;
  /** Reloads the lists, after a delete that worked or not. */
  refresh: () => unknown;
}

/** The Yes/No delete of a row: ask(row) opens the dialog; Yes deletes, No closes. */
export function useConfirmedDelete<Row>({ remove, fallback, onMessage, refresh }: Options<Row>) {
  const [row, setRow] = useState<Row | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (res) => onMessage({ kind: 'success', text: res.message }),
    onError: (err) => onMessage({ kind: 'error', text: errorText(err, fallback) }),
    onSettled: () => {
      setRow(null);
      void refresh();
    },
  });
  const dialog = (
    <ConfirmDialog
      open={row !== null}
      message="Are you sure you want to delete this entry?"
      busy={mutation.isPending}
      onYes={() => row !== null && mutation.mutate(row)}
      onNo={() => setRow(null)}
    />
  );
  return { ask: setRow, dialog };
}
