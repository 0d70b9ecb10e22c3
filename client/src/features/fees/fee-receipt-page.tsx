import { Link, useParams } from 'react-router-dom';
import type { FeeReceipt } from '@contracts/fees';
import type { ScreenKey } from '@contracts/i18n/keys';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { PrintLanguageSelect, usePrintLanguage } from '../../components/print-language';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useFeeReceipt } from './fees-api';
import './fees.css';
import { DocumentTitle } from '../../components/document-title';
import { PATHS } from '../../lib/paths';
import { SchoolMark } from '../../components/school-logo';

/**
 * One payment's receipt, laid out for paper: the print stylesheet leaves only the receipt. The
 * office, the parents and the pupil open it. It prints in the family's language (their choice at
 * sign-in) unless another is picked, with the amount in words in that language.
 */
export default function FeeReceiptPage({ back }: { back?: { to: string } }) {
  const t = useT();
  const { fee_id } = useParams();
  const { data, error, isPending } = useFeeReceipt(fee_id);
  const backLink = { to: back?.to ?? PATHS.fees, label: t('receipt.back') };
  return (
    <div className="receipt-page">
      <DocumentTitle title={t('receipt.title')} />
      {error && <Alert message={{ kind: 'error', text: errorText(error, t('receipt.loadFailed')) }} />}
      {isPending && <Loading />}
      {data ? <Receipt data={data} back={backLink} /> : <Link to={backLink.to}>{backLink.label}</Link>}
    </div>
  );
}

function Receipt({ data, back }: { data: FeeReceipt; back: { to: string; label: string } }) {
  const screens = useT();
  const doc = usePrintLanguage(data.family_language);
  const { t, format } = doc;
  return (
    <>
      <div className="receipt-toolbar no-print">
        <Link to={back.to}>{back.label}</Link>
        <PrintLanguageSelect value={doc.language} onChange={doc.setLanguage} />
        <button type="button" className="btn btn-primary" onClick={doc.print} disabled={!doc.ready}>
          {screens('print.print')}
        </button>
      </div>
      <article className="receipt" aria-labelledby="receipt-title" lang={doc.lang}>
        <header className="receipt-header">
          <SchoolMark className="receipt-school" name={data.school_name} />
          <h1 id="receipt-title">{t('receipt.title')}</h1>
        </header>
        <dl className="receipt-details">
          <dt>{t('receipt.no')}</dt>
          <dd>{data.receipt_no}</dd>
          <dt>{t('receipt.date')}</dt>
          <dd>{format.date(data.payment_date)}</dd>
          <dt>{t('receipt.student')}</dt>
          <dd>
            {data.name} ({data.student_id})
          </dd>
          <dt>{t('receipt.class')}</dt>
          <dd>{typeof data.class === 'number' ? format.number(data.class) : data.class}</dd>
          <dt>{t('receipt.mode')}</dt>
          <dd>{t(`paymentMode.${data.payment_mode}` as ScreenKey)}</dd>
          <dt>{t('receipt.amount')}</dt>
          <dd className="receipt-amount">{format.money(data.amount)}</dd>
          <dt>{t('receipt.inWords')}</dt>
          <dd>{format.amountInWords(data.amount)}</dd>
        </dl>
        {data.paid_for.length > 0 && (
          <table className="fee-totals-table receipt-paid-for">
            <caption>{t('receipt.paidFor')}</caption>
            <tbody>
              {data.paid_for.map((p, i) => (
                <tr key={i}>
                  <th scope="row">{p.head ?? t('ledger.kind.late_fee')}</th>
                  <td>{t('receipt.dueOn', { date: format.date(p.due_date) })}</td>
                  <td>{format.money(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <footer className="receipt-footer">
          <span>{t('receipt.thanks')}</span>
          <span className="receipt-signature">{t('receipt.signature')}</span>
        </footer>
      </article>
    </>
  );
}
