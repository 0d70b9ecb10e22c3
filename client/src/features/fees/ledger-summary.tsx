import type { FeeLedger, LedgerKind } from '@contracts/fee-ledger';
import type { ScreenKey } from '@contracts/i18n/keys';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useLedger } from './fees-api';
import './fees.css';

const kindKey = (kind: LedgerKind) => `ledger.kind.${kind}` as ScreenKey;

/** "Next due: ₹1,500.00 on 31/03/2025", or that nothing more is due: the dues and the dashboard's card say it alike. */
export const nextDueText = (ledger: FeeLedger, t: ReturnType<typeof useT>, f: ReturnType<typeof useFormat>) =>
  ledger.next_due
    ? t('ledger.nextDue', { amount: f.money(ledger.next_due.amount), date: f.date(ledger.next_due.date) })
    : t('ledger.nothingDue');

/** What a pupil owes, what is overdue and when the next payment is due, then the ledger, newest first, as cards a phone can show. */
export function LedgerSummary({ studentId }: { studentId: string | null }) {
  const t = useT();
  const f = useFormat();
  const { data, error, isPending } = useLedger(studentId);
  if (!studentId) return null;
  return (
    <section aria-labelledby="ledger-title">
      <h2 id="ledger-title">{t('ledger.title')}</h2>
      {error && <Alert message={{ kind: 'error', text: errorText(error, t('ledger.loadFailed')) }} />}
      {isPending && <Loading />}
      {data && (
        <>
          <dl className="ledger-figures">
            <div className="card">
              <dt>{t('ledger.balance')}</dt>
              <dd className="fee-card-amount">{f.money(data.balance)}</dd>
            </div>
            <div className="card">
              <dt>{t('ledger.overdue')}</dt>
              <dd className="fee-card-amount">{f.money(data.overdue)}</dd>
            </div>
          </dl>
          <p>{nextDueText(data, t, f)}</p>
          <ul className="fee-cards">
            {[...data.entries].reverse().map((e, i) => (
              <li key={`${e.date}-${i}`} className="card">
                <div>{t('ledger.entry', { date: f.date(e.date), kind: t(kindKey(e.kind)), head: e.head ?? '' })}</div>
                <div className="fee-card-amount">{f.money(e.amount)}</div>
                <div>{t('ledger.after', { balance: f.money(e.balance) })}</div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
