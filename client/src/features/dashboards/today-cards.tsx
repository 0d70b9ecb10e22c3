import { Link } from 'react-router-dom';
import { type DashboardToday, presentPercent } from '@contracts/dashboard';
import { useT } from '../../i18n/use-t';
import { useFormat } from '../../lib/use-format';
import { PATHS } from '../../lib/paths';
import { placeLabel } from '@contracts/place-label';

/** A bar of `pct` percent: a picture of a register reads faster than a column of numbers. */
function PercentBar({ pct }: { pct: number }) {
  return (
    <svg className="pct-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect width="100" height="8" rx="2" className="pct-bar-track" />
      <rect width={pct} height="8" rx="2" className="pct-bar-fill" />
    </svg>
  );
}

/** Each section's register today: taken or not, and the share present. */
export function RegistersToday({ registers }: { registers: DashboardToday['registers'] }) {
  const t = useT();
  const taken = registers.filter((r) => r.marked > 0).length;
  return (
    <section className="card" aria-labelledby="registers-today">
      <h2 id="registers-today">{t('dashboard.attendanceToday')}</h2>
      <p>
        <strong>{taken}</strong> {t('dashboard.ofRegisters', { total: registers.length })}
      </p>
      {registers.length === 0 ? (
        <p>{t('dashboard.noRoll')}</p>
      ) : (
        <ul className="register-list">
          {registers.map((r) => {
            const pct = presentPercent(r);
            return (
              <li key={`${r.class}${r.section}`} className={pct === null ? 'register-open' : undefined}>
                <span className="register-name">{t('dashboard.classPlace', { place: placeLabel(r) })}</span>
                {pct === null ? (
                  <span className="register-state">{t('dashboard.notTaken')}</span>
                ) : (
                  <>
                    <PercentBar pct={pct} />
                    <span className="register-state">
                      {t('dashboard.pctPresent', { pct, present: r.present, marked: r.marked })}
                    </span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** This month's fee payments: the total, and a small column per day paid. */
export function FeesThisMonth({ fees }: { fees: DashboardToday['fees_this_month'] }) {
  const t = useT();
  const f = useFormat();
  const top = Math.max(1, ...fees.by_day.map((d) => Number(d.total)));
  return (
    <section className="card" aria-labelledby="fees-month">
      <h2 id="fees-month">{t('dashboard.feesMonth')}</h2>
      <p className="stat-value">{f.money(fees.total)}</p>
      <p className="stat-note">
        {t('dashboard.payments', { count: fees.count })} · <Link to={PATHS.fees}>{t('dashboard.allPayments')}</Link>
      </p>
      {fees.by_day.length > 0 && (
        <svg
          className="day-chart"
          viewBox={`0 0 ${31 * 6} 40`}
          role="img"
          aria-label={t('dashboard.paymentDays', { count: fees.by_day.length })}
        >
          {fees.by_day.map((d) => {
            const h = Math.max(2, (Number(d.total) / top) * 38);
            const x = (Number(d.day.slice(8, 10)) - 1) * 6;
            return (
              <rect key={d.day} x={x} y={40 - h} width="4" height={h} className="day-chart-bar">
                <title>{`${f.date(d.day)}: ${f.money(d.total)}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
    </section>
  );
}

export function NewestNotices({ notices }: { notices: DashboardToday['notices'] }) {
  const t = useT();
  const { date } = useFormat();
  return (
    <section className="card" aria-labelledby="newest-notices">
      <h2 id="newest-notices">{t('dashboard.notices')}</h2>
      {notices.length === 0 ? (
        <p>{t('dashboard.noNotices')}</p>
      ) : (
        <ul className="notice-list">
          {notices.map((n) => (
            <li key={n.id}>
              {n.title} <span className="stat-note">{date(n.uploaded_at)}</span>
            </li>
          ))}
        </ul>
      )}
      {/* Not named like the menu's own links, which the school (and its tests) know by name. */}
      <Link to={PATHS.notice}>{t('dashboard.allPosted')}</Link>
    </section>
  );
}
