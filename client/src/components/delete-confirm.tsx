import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { errorMessage, failed, type FailureText, type Outcome, type Say, sayOutcome } from '../lib/use-submit';
import { ConfirmDialog } from './confirm-dialog';

export interface CrudRemove<Row> {
  /** The question; by default the spec's 'Are you sure you want to delete this entry?' */
  confirm?: (row: Row) => string;
  submit: (row: Row) => Promise<Outcome>;
  failure: FailureText;
  /** Shown if a delete is confirmed with no row (or a row without its key) selected. */
  noSelection?: string;
  /** Runs after a refused delete, besides the alert (e.g. to offer another way). */
  refused?: (row: Row, err: unknown) => void;
}

/**
 * The Yes/No delete of a row: ask(row) opens the question, Yes deletes and says the outcome,
 * No closes. The lists are refetched after every delete, done or refused, so they show what
 * the server has.
 */
export function useDeleteConfirm<Row>(
  remove: CrudRemove<Row>,
  { rowKey, refresh, say }: { rowKey: (row: Row) => string | number; refresh: string; say: Say },
) {
  const t = useT();
  const qc = useQueryClient();
  const [row, setRow] = useState<Row | null>(null);
  const del = useMutation({ mutationFn: remove.submit });

  const yes = () => {
    const target = row;
    setRow(null);
    if (!target || !rowKey(target)) return say(errorMessage(remove.noSelection ?? t('common.nothingSelected')));
    del.mutate(target, {
      onSuccess: (res) => sayOutcome(say, res.message),
      onError: (err) => {
        say(failed(remove.failure, err));
        remove.refused?.(target, err);
      },
      onSettled: () => void qc.invalidateQueries({ queryKey: [refresh] }),
    });
  };

  const dialog = (
    <ConfirmDialog
      open={row !== null}
      message={row ? (remove.confirm?.(row) ?? t('common.deleteQuestion')) : ''}
      onYes={yes}
      onNo={() => setRow(null)}
      busy={del.isPending}
    />
  );
  return { ask: setRow, dialog };
}
