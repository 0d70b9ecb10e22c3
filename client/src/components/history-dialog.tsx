import { useState } from 'react';
import { HISTORY_TABLES, type HistoryEntry, type HistoryTable, type ReadableHistoryTable } from '@contracts/history';
import { useT } from '../i18n/use-t';
import { errorText } from '../lib/api-client';
import { useCurrentUser } from '../lib/auth';
import { useDateTime } from '../lib/date-time';
import { useHistory, useRestore } from '../lib/history-api';
import { Alert } from './alert';
import { Loading } from './loading';
import { Modal } from './modal';
import { rovingProps } from './roving-buttons';
import './history-dialog.css';

const restorable = (table: ReadableHistoryTable): table is HistoryTable =>
  (HISTORY_TABLES as readonly string[]).includes(table);

const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));

/** "status: Present → Absent" for each field a change touched; a new or deleted record shows its values. */
function Changes({ entry }: { entry: HistoryEntry }) {
  const fields = Object.entries(entry.changes);
  return (
    <ul className="history-changes">
      {fields.map(([field, [before, after]]) => (
        <li key={field}>
          <span className="history-field">{field}</span>:{' '}
          {entry.action === 'update'
            ? `${shown(before)} → ${shown(after)}`
            : shown(entry.action === 'insert' ? after : before)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Who changed a record, when, and what: newest first. An admin may restore a record whose last
 * change was its deletion.
 */
export function HistoryDialog({
  table,
  id,
  title,
  onClose,
}: {
  table: ReadableHistoryTable;
  id: number | null;
  title: string;
  onClose: () => void;
}) {
  const t = useT();
  const dateTime = useDateTime();
  const history = useHistory(table, id);
  const restore = useRestore();
  const isAdmin = useCurrentUser()?.role === 'admin';
  const entries = history.data ?? [];
  return (
    <Modal open={id !== null} title={title} onClose={onClose}>
      {history.isPending && <Loading />}
      {history.error && <Alert message={{ kind: 'error', text: errorText(history.error, t('history.loadFailed')) }} />}
      {restore.error && (
        <Alert message={{ kind: 'error', text: errorText(restore.error, t('history.restoreFailed')) }} />
      )}
      {restore.data && <Alert message={{ kind: 'success', text: restore.data.message }} />}
      {isAdmin && restorable(table) && entries[0]?.action === 'delete' && id !== null && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={restore.isPending}
          onClick={() => restore.mutate({ table, id })}
        >
          {t('history.restore')}
        </button>
      )}
      <ol className="history-list" aria-label={t('history.list')}>
        {entries.map((e, i) => (
          <li key={i}>
            <p className="history-head">
              <strong>{t(`history.${e.action}`)}</strong> {t('history.byOn', { by: e.by ?? t('history.theSystem') })}{' '}
              <time dateTime={e.at}>{dateTime(e.at)}</time>
            </p>
            <Changes entry={e} />
          </li>
        ))}
      </ol>
    </Modal>
  );
}

/**
 * A History button for each row of a table's records, and the one dialog they open. The buttons
 * of one table are one Tab stop; the arrow keys move between them (roving-buttons.ts).
 */
export function useHistoryAction(table: ReadableHistoryTable) {
  const t = useT();
  const [open, setOpen] = useState<{ id: number; label: string } | null>(null);
  return {
    button: (id: number, label: string) => (
      <button
        type="button"
        className="btn-history"
        aria-label={t('history.of', { label })}
        aria-keyshortcuts="ArrowUp ArrowDown"
        onClick={() => setOpen({ id, label })}
        {...rovingProps(`history-${table}`)}
      >
        {t('history.button')}
      </button>
    ),
    // Mounted only while open: a screen with many rows asks for no history until one is wanted.
    dialog: open && (
      <HistoryDialog
        table={table}
        id={open.id}
        title={t('history.of', { label: open.label })}
        onClose={() => setOpen(null)}
      />
    ),
  };
}
