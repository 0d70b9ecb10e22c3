import { useState } from 'react';
import type { ScreenKey } from '@contracts/i18n/keys';
import { OUTBOX_KINDS, OUTBOX_STATES, type OutboxEntry, RESENDABLE_STATES } from '@contracts/outbox';
import { Alert, type AlertMessage } from '../../components/alert';
import type { Column } from '../../components/data-table';
import { Page } from '../../components/page';
import { type ListFilter, RecordList } from '../../components/record-list';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useDateTime } from '../../lib/date-time';
import { AppUrlBanner } from '../system/app-url-banner';
import { MessageText } from './message-text';
import { useResendMessage } from './outbox-api';
import './outbox.css';

const STATE_TEXT: Record<OutboxEntry['state'], ScreenKey> = {
  queued: 'outbox.queued',
  sent: 'outbox.sent',
  failed: 'outbox.failed',
  'not-sent': 'outbox.notSent',
  cancelled: 'outbox.cancelled',
};
const KIND_TEXT = (kind: string) => `outbox.kind.${kind}` as ScreenKey;

type T = ReturnType<typeof useT>;

const filters = (t: T): ListFilter[] => [
  {
    param: 'kind',
    label: t('outbox.kind'),
    kind: 'options',
    options: [{ value: '', label: t('list.all') }, ...OUTBOX_KINDS.map((k) => ({ value: k, label: t(KIND_TEXT(k)) }))],
  },
  {
    param: 'state',
    label: t('outbox.state'),
    kind: 'options',
    options: [
      { value: '', label: t('list.all') },
      ...OUTBOX_STATES.map((s) => ({ value: s, label: t(STATE_TEXT[s]) })),
    ],
  },
];

const columns = (
  t: T,
  dateTime: (iso: string) => string,
  resend: (m: OutboxEntry) => void,
  busy: boolean,
): Column<OutboxEntry>[] => [
  { header: t('outbox.created'), sortKey: 'created_at', render: (m) => dateTime(m.created_at) },
  { header: t('outbox.to'), field: 'to', sortKey: 'to' },
  { header: t('outbox.subject'), field: 'subject' },
  { header: t('outbox.message'), render: (m) => <MessageText text={m.text} /> },
  {
    header: t('outbox.state'),
    sortKey: 'state',
    render: (m) => (m.reason ? `${t(STATE_TEXT[m.state])}: ${m.reason}` : t(STATE_TEXT[m.state])),
  },
  {
    header: t('outbox.actions'),
    render: (m) =>
      RESENDABLE_STATES.includes(m.state) && (
        <button
          type="button"
          className="btn-icon"
          disabled={busy}
          onClick={() => resend(m)}
          aria-label={t('outbox.resendTo', { to: m.to })}
        >
          {t('outbox.resend')}
        </button>
      ),
  },
];

/**
 * Every message the app sent or kept, newest first. Without a mail server this is where an admin
 * reads a sign-up or reset link to hand over: links open, copy whole, and a message can go again.
 */
export default function OutboxPage() {
  const t = useT();
  const dateTime = useDateTime();
  const [said, say] = useState<AlertMessage | null>(null);
  const resend = useResendMessage({
    onSuccess: (text) => say({ kind: 'success', text }),
    onError: (err) => say({ kind: 'error', text: errorText(err, t('outbox.resendFailed')) }),
  });
  return (
    <Page title={t('menu.outbox')}>
      <AppUrlBanner />
      <Alert message={said} onClose={() => say(null)} />
      <RecordList
        list={{
          key: 'outbox',
          path: '/admin/outbox',
          caption: t('outbox.caption'),
          columns: columns(t, dateTime, (m) => resend.mutate(m), resend.isPending),
          rowKey: (m) => m.id,
          loadError: () => t('outbox.loadFailed'),
          searchLabel: t('outbox.search'),
          filters: filters(t),
        }}
      />
    </Page>
  );
}
