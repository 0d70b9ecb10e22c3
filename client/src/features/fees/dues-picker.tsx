import type { OpenDue } from '@contracts/fee-ledger';
import { toDecimal, toPaise } from '@contracts/money';
import { Alert } from '../../components/alert';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useLedger } from './fees-api';
import { useOpenDues } from './office-api';

/** The dues the office ticked for one pupil. */
export interface ChosenDues {
  studentId: string;
  dues: OpenDue[];
}

/** A payment of `amount` put on the ticked dues in their order, each up to what it still owes; what is left the server puts on the oldest others. */
export function onChosen(dues: OpenDue[], amount: string): { due_id: number; amount: string }[] {
  let left = toPaise(amount);
  return dues.flatMap((d) => {
    const owed = toPaise(d.outstanding);
    const part = owed < left ? owed : left;
    left -= part;
    return part > 0n ? [{ due_id: d.due_id, amount: toDecimal(part) }] : [];
  });
}

export const sumOf = (dues: OpenDue[]) => toDecimal(dues.reduce((s, d) => s + toPaise(d.outstanding), 0n));

/**
 * The chosen pupil's balance and the dues still owed, oldest first. Nothing ticked, a payment
 * pays the oldest dues first; ticked, it pays those (and the amount follows what is ticked).
 */
export function DuesPicker({
  studentId,
  chosen,
  onChange,
}: {
  studentId: string;
  chosen: OpenDue[];
  onChange: (dues: OpenDue[]) => void;
}) {
  const t = useT();
  const f = useFormat();
  const ledger = useLedger(studentId);
  const dues = useOpenDues(studentId);
  const ticked = new Set(chosen.map((d) => d.due_id));
  const toggle = (d: OpenDue) =>
    onChange(ticked.has(d.due_id) ? chosen.filter((c) => c.due_id !== d.due_id) : [...chosen, d]);
  const failed = ledger.error ?? dues.error;
  return (
    <section className="span-all fee-dues" aria-label={t('ledger.title')}>
      {failed && <Alert message={{ kind: 'error', text: errorText(failed, t('ledger.loadFailed')) }} />}
      {ledger.data && (
        <p>
          {t('feeOffice.standing', { balance: f.money(ledger.data.balance), overdue: f.money(ledger.data.overdue) })}
        </p>
      )}
      {dues.data &&
        (dues.data.length ? (
          <table className="fee-totals-table">
            <caption>{t(chosen.length ? 'feeOffice.onChosen' : 'feeOffice.oldestFirst')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('feeOffice.pay')}</th>
                <th scope="col">{t('feeOffice.head')}</th>
                <th scope="col">{t('feeOffice.due')}</th>
                <th scope="col">{t('feeOffice.owed')}</th>
              </tr>
            </thead>
            <tbody>
              {dues.data.map((d) => {
                const what = t('feeOffice.dueLabel', {
                  head: d.head ?? t('ledger.kind.late_fee'),
                  date: f.date(d.due_date),
                });
                return (
                  <tr key={d.due_id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={what}
                        checked={ticked.has(d.due_id)}
                        onChange={() => toggle(d)}
                      />
                    </td>
                    <td>{d.head ?? t('ledger.kind.late_fee')}</td>
                    <td>{f.date(d.due_date)}</td>
                    <td>{f.money(d.outstanding)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p>{t('ledger.nothingDue')}</p>
        ))}
    </section>
  );
}
