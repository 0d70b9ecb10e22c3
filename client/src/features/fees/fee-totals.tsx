import type { FeeTotal } from '@contracts/fees';
import { useFeeTotals } from './fees-api';
import { formatRupees, monthLabel } from './money';

function TotalsTable({ caption, head, rows }: { caption: string; head: string; rows: (FeeTotal & { label: string })[] }) {
  return (
    <table className="fee-totals-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Payments</th>
          <th scope="col">Collected</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{r.count}</td>
            <td>{formatRupees(r.total)}</td>
          </tr>
        ))}
        {!rows.length && (
          <tr>
            <td colSpan={3} className="empty">
              No payments yet.
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** Money collected per class and per month, as the server sums it (exactly). */
export function FeeTotals() {
  const { data } = useFeeTotals();
  if (!data) return null;
  return (
    <section className="card fee-totals" aria-labelledby="fee-totals-title">
      <h2 id="fee-totals-title">
        Collected: {formatRupees(data.overall.total)} <span className="fee-totals-count">({data.overall.count} payments)</span>
      </h2>
      <div className="fee-totals-grid">
        <TotalsTable caption="By class" head="Class" rows={data.by_class.map((c) => ({ ...c, label: `Class ${c.class}` }))} />
        <TotalsTable caption="By month" head="Month" rows={data.by_month.map((m) => ({ ...m, label: monthLabel(m.month) }))} />
      </div>
    </section>
  );
}
