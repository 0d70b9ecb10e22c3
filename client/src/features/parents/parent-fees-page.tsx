import { Link } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { errorText } from '../../lib/api-client';
import { useViewedStudent } from '../../lib/viewed-student';
import { useChildFees } from '../fees/fees-api';
import { formatRupees } from '../fees/money';

/** The chosen child's payments, newest first, one card each (a phone has no room for a table). */
export default function ParentFeesPage() {
  const { data, error, isPending } = useChildFees(useViewedStudent());
  return (
    <Page title="Fees">
      {error && <Alert message={{ kind: 'error', text: errorText(error, 'Failed to fetch fees.') }} />}
      {isPending && <Loading />}
      {data && !data.length && <p className="loading">No payments recorded yet.</p>}
      <ul className="fee-cards">
        {data?.map((f) => (
          <li key={f.fee_id} className="card">
            <div className="fee-card-amount">{formatRupees(f.amount)}</div>
            <div>
              {f.payment_date} · {f.payment_mode} · Receipt {f.receipt_no}
            </div>
            <Link to={`/ParentFees/${f.fee_id}/receipt`}>View receipt {f.receipt_no}</Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
