import type { OutboxEntry } from '@contracts/outbox';
import type { Column } from '../../components/data-table';
import { Page } from '../../components/page';
import { RecordList } from '../../components/record-list';
import './outbox.css';

const STATE_TEXT: Record<OutboxEntry['state'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', 'not-sent': 'Not sent (no mail server)' };

const columns: Column<OutboxEntry>[] = [
  { header: 'Created', sortKey: 'created_at', render: (m) => new Date(m.created_at).toLocaleString() },
  { header: 'To', field: 'to', sortKey: 'to' },
  { header: 'Subject', field: 'subject' },
  { header: 'Message', render: (m) => <pre className="outbox-text">{m.text}</pre> },
  { header: 'State', sortKey: 'state', render: (m) => (m.reason ? `${STATE_TEXT[m.state]}: ${m.reason}` : STATE_TEXT[m.state]) },
];

/**
 * Every message the app sent or kept, newest first. Without a mail server this is where an admin
 * reads a sign-up or reset link to hand over.
 */
export default function OutboxPage() {
  return (
    <Page title="Outbox">
      <RecordList list={{ key: 'outbox', path: '/admin/outbox', caption: 'Messages', columns, rowKey: (m) => m.id, loadError: () => 'Failed to fetch the outbox.', searchLabel: 'Search messages' }} />
    </Page>
  );
}
