import { Link } from 'react-router-dom';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { PATHS } from '../../lib/paths';
import { useFeeSummary } from './dashboard-api';

/** The fee counter at a glance: what came in today and this month, what is due next week, what each class owes. */
export function FeeOfficeCard() {
  const t = useT();
  const f = useFormat();
  const { data } = useFeeSummary();
  if (!data) return null;
  const figures = [
    ['feeOffice.collectedToday', data.collected_today],
    ['feeOffice.collectedMonth', data.collected_this_month],
    ['feeOffice.dueNextWeek', data.due_next_week],
  ] as const;
  return (
    <section className="card" aria-labelledby="fee-office">
      <h2 id="fee-office">{t('feeOffice.title')}</h2>
      <dl className="fee-office-figures">
        {figures.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd className="stat-value">{f.money(amount)}</dd>
          </div>
        ))}
      </dl>
      {data.by_class.length > 0 && (
        <table className="fee-office-classes">
          <caption>{t('feeOffice.byClass')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('form.class')}</th>
              <th scope="col">{t('ledger.balance')}</th>
              <th scope="col">{t('ledger.overdue')}</th>
            </tr>
          </thead>
          <tbody>
            {data.by_class.map((c) => (
              <tr key={c.class}>
                <th scope="row">{t('classes.classN', { class: c.class })}</th>
                <td>{f.money(c.balance)}</td>
                <td>{f.money(c.overdue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Link to={PATHS.defaulters}>{t('menu.defaulters')}</Link>
    </section>
  );
}
