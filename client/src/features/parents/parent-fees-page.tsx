import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import type { ScreenKey } from '@contracts/i18n/keys';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useViewedStudent } from '../../lib/viewed-student';
import { useChildFees } from '../fees/fees-api';
import { LedgerSummary } from '../fees/ledger-summary';
import { parentFeeReceiptPath } from '../../lib/paths';

/** The chosen child's dues and ledger, then their payments, newest first, one card each (a phone has no room for a table). */
export default function ParentFeesPage() {
  const t = useT();
  const f = useFormat();
  const child = useViewedStudent();
  const { data, error, isPending } = useChildFees(child);
  return (
    <Page title={t('menu.parentFees')}>
      <LedgerSummary studentId={child} />
      {error && <Alert message={{ kind: 'error', text: errorText(error, t('fees.loadFailed')) }} />}
      {isPending && <Loading />}
      {data && !data.length && <p className="loading">{t('parents.noPayments')}</p>}
      <ul className="fee-cards">
        {data?.map((fee) => (
          <li key={fee.fee_id} className="card">
            <div className="fee-card-amount">{f.money(fee.amount)}</div>
            <div>
              {t('parents.payment', {
                date: f.date(fee.payment_date),
                mode: t(`paymentMode.${fee.payment_mode}` as ScreenKey),
                receipt: fee.receipt_no,
              })}
            </div>
            <Link to={parentFeeReceiptPath(fee.fee_id)}>{t('parents.viewReceipt', { receipt: fee.receipt_no })}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
