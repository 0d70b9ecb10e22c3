import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { errorText } from '../../lib/api-client';
import { useFeeReceipt } from './fees-api';
import { formatRupees } from './money';
import './fees.css';
import { DocumentTitle } from '../../components/document-title';

/** One payment's receipt, laid out for paper: the print stylesheet leaves only the receipt. Admins and parents open it. */
export default function FeeReceiptPage({ back = { to: '/Fee', label: '← Back to fees' } }: { back?: { to: string; label: string } }) {
  const { fee_id } = useParams();
  const { data, error, isPending } = useFeeReceipt(fee_id);
  return (
    <div className="receipt-page">
      <DocumentTitle title="Fee Receipt" />
      <div className="receipt-toolbar no-print">
        <Link to={back.to}>{back.label}</Link>
        <button type="button" className="btn btn-primary" onClick={() => window.print()} disabled={!data}>
          Print
        </button>
      </div>
      {error && <Alert message={{ kind: 'error', text: errorText(error, 'Failed to load the receipt.') }} />}
      {isPending && <Loading />}
      {data && (
        <article className="receipt" aria-labelledby="receipt-title">
          <header className="receipt-header">
            <p className="receipt-school">{data.school_name}</p>
            <h1 id="receipt-title">Fee Receipt</h1>
          </header>
          <dl className="receipt-details">
            <dt>Receipt No</dt>
            <dd>{data.receipt_no}</dd>
            <dt>Date</dt>
            <dd>{data.payment_date}</dd>
            <dt>Student</dt>
            <dd>
              {data.name} ({data.student_id})
            </dd>
            <dt>Class</dt>
            <dd>{data.class}</dd>
            <dt>Payment Mode</dt>
            <dd>{data.payment_mode}</dd>
            <dt>Amount</dt>
            <dd className="receipt-amount">{formatRupees(data.amount)}</dd>
            <dt>In words</dt>
            <dd>{data.amount_in_words}</dd>
          </dl>
          <footer className="receipt-footer">
            <span>Received with thanks.</span>
            <span className="receipt-signature">Authorised signature</span>
          </footer>
        </article>
      )}
    </div>
  );
}
