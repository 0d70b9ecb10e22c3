import { Link } from 'react-router-dom';
import { type DashboardToday, presentPercent } from '@contracts/dashboard';
import { formatRupees } from '../fees/money';

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
  const taken = registers.filter((r) => r.marked > 0).length;
  return (
    <section className="card" aria-labelledby="registers-today">
      <h2 id="registers-today">Today's attendance</h2>
      <p>
        <strong>{taken}</strong> of {registers.length} registers taken
      </p>
      {registers.length === 0 ? (
        <p>No students on the roll yet.</p>
      ) : (
        <ul className="register-list">
          {registers.map((r) => {
            const pct = presentPercent(r);
            return (
              <li key={`${r.class}${r.section}`} className={pct === null ? 'register-open' : undefined}>
                <span className="register-name">
                  Class {r.class}
                  {r.section}
                </span>
                {pct === null ? (
                  <span className="register-state">Not taken</span>
                ) : (
                  <>
                    <PercentBar pct={pct} />
                    <span className="register-state">
                      {pct}% present ({r.present}/{r.marked})
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
  const top = Math.max(1, ...fees.by_day.map((d) => Number(d.total)));
  return (
    <section className="card" aria-labelledby="fees-month">
      <h2 id="fees-month">Fees collected this month</h2>
      <p className="stat-value">{formatRupees(fees.total)}</p>
      <p className="stat-note">
        {fees.count} payment{fees.count === 1 ? '' : 's'} · <Link to="/Fee">See all payments</Link>
      </p>
      {fees.by_day.length > 0 && (
        <svg className="day-chart" viewBox={`0 0 ${31 * 6} 40`} role="img" aria-label={`Payments on ${fees.by_day.length} days this month`}>
          {fees.by_day.map((d) => {
            const h = Math.max(2, (Number(d.total) / top) * 38);
            const x = (Number(d.day.slice(8, 10)) - 1) * 6;
            return (
              <rect key={d.day} x={x} y={40 - h} width="4" height={h} className="day-chart-bar">
                <title>{`${d.day}: ${formatRupees(d.total)}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
    </section>
  );
}

export function NewestNotices({ notices }: { notices: DashboardToday['notices'] }) {
  return (
    <section className="card" aria-labelledby="newest-notices">
      <h2 id="newest-notices">Newest notices</h2>
      {notices.length === 0 ? (
        <p>No notices yet.</p>
      ) : (
        <ul className="notice-list">
          {notices.map((n) => (
            <li key={n.id}>
              {n.title} <span className="stat-note">{n.uploaded_at.slice(0, 10)}</span>
            </li>
          ))}
        </ul>
      )}
      {/* Not named like the menu's own links, which the school (and its tests) know by name. */}
      <Link to="/Notice">See all posted</Link>
    </section>
  );
}
