import type { ScreenKey } from '@contracts/i18n/keys';
import type { OutboxEntry } from '@contracts/outbox';
import type { Column } from '../../components/data-table';
import { Page } from '../../components/page';
import { RecordList } from '../../components/record-list';
import { useT } from '../../i18n/use-t';
import { useDateTime } from '../../lib/date-time';
import './outbox.css';

const STATE_TEXT: Record<OutboxEntry['state'], ScreenKey> = { queued: 'outbox.queued', sent: 'outbox.sent', failed: 'outbox.failed', 'not-sent': 'outbox.notSent', cancelled: 'outbox.cancelled' };

const columns = (t: ReturnType<typeof useT>, dateTime: (iso: string) => string): Column<OutboxEntry>[] => [
  { header: t('outbox.created'), sortKey: 'created_at', render: (m) => dateTime(m.created_at) },
  { header: t('outbox.to'), field: 'to', sortKey: 'to' },
  { header: t('outbox.subject'), field: 'subject' },
  { header: t('outbox.message'), render: (m) => <pre className="outbox-text">{m.text}</pre> },
  { header: t('outbox.state'), sortKey: 'state', render: (m) => (m.reason ? `${t(STATE_TEXT[m.state])}: ${m.reason}` : t(STATE_TEXT[m.state])) },
];

/**
 * Every message the app sent or kept, newest first. Without a mail server this is where an admin
 * reads a sign-up or reset link to hand over.
 */
export default function OutboxPage() {
  const t = useT();
  const dateTime = useDateTime();
  return (
    <Page title={t('menu.outbox')}>
      <RecordList list={{ key: 'outbox', path: '/admin/outbox', caption: t('outbox.caption'), columns: columns(t, dateTime), rowKey: (m) => m.id, loadError: () => t('outbox.loadFailed'), searchLabel: t('outbox.search') }} />
    </Page>
  );
}
