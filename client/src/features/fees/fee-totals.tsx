import type { FeeTotal } from '@contracts/fees';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { useFeeTotals } from './fees-api';

function TotalsTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: (FeeTotal & { label: string })[];
}) {
  const t = useT();
  const format = useFormat();
  return (
    <table className="fee-totals-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{t('fees.payments')}</th>
          <th scope="col">{t('fees.collected')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{format.number(r.count)}</td>
            <td>{format.money(r.total)}</td>
          </tr>
        ))}
        {!rows.length && (
          <tr>
            <td colSpan={3} className="empty">
              {t('fees.noPayments')}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** Money collected per class and per month, as the server sums it (exactly). */
export function FeeTotals() {
  const t = useT();
  const format = useFormat();
  const { data } = useFeeTotals();
  if (!data) return null;
  return (
    <section className="card fee-totals" aria-labelledby="fee-totals-title">
      <h2 id="fee-totals-title">
        {t('fees.collectedTotal', { total: format.money(data.overall.total) })}{' '}
        <span className="fee-totals-count">
          {t('fees.paymentsCount', { n: data.overall.count, count: format.number(data.overall.count) })}
        </span>
      </h2>
      <div className="fee-totals-grid">
        <TotalsTable
          caption={t('fees.byClassCaption')}
          head={t('form.class')}
          rows={data.by_class.map((c) => ({ ...c, label: t('classes.classN', { class: c.class }) }))}
        />
        <TotalsTable
          caption={t('fees.byMonthCaption')}
          head={t('fees.month')}
          rows={data.by_month.map((m) => ({ ...m, label: format.month(m.month) }))}
        />
      </div>
    </section>
  );
}
