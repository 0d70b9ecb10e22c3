import { Link } from 'react-router-dom';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { useViewedStudent } from '../../lib/viewed-student';
import { useLedger } from './fees-api';
import { nextDueText } from './ledger-summary';

/** The pupil's dashboard shortcut to their Fees (`to`), with what is owed and the next due date on it. */
export default function DuesCard({ to }: { to: string }) {
  const t = useT();
  const f = useFormat();
  const { data, isPending } = useLedger(useViewedStudent());
  return (
    <Link className="stat-card" to={to}>
      <div className="stat-label">{t('ledger.toPay')}</div>
      {data ? (
        <>
          <div className="stat-value">{f.money(data.balance)}</div>
          <div>{nextDueText(data, t, f)}</div>
        </>
      ) : (
        <div className="stat-note">{isPending ? t('common.loading') : t('parents.feesNote')}</div>
      )}
    </Link>
  );
}
