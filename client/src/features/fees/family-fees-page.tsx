import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import type { ScreenKey } from '@contracts/i18n/keys';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useViewedStudent } from '../../lib/viewed-student';
import { useChildFees } from './fees-api';
import { LedgerSummary } from './ledger-summary';
import './fees.css';

/**
 * A family's Fees: the pupil's own, or the child chosen in the parent's switcher. Their dues and
 * ledger, then their payments, newest first, one card each (a phone has no room for a table),
 * each opening its receipt under the role's own fees (`receiptPath`).
 */
export default function FamilyFeesPage({ receiptPath }: { receiptPath: (feeId: number) => string }) {
  const t = useT();
  const f = useFormat();
  const student = useViewedStudent();
  const { data, error, isPending } = useChildFees(student);
  return (
    <Page title={t('menu.parentFees')}>
      <LedgerSummary studentId={student} />
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
            <Link to={receiptPath(fee.fee_id)}>{t('parents.viewReceipt', { receipt: fee.receipt_no })}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
