import { useState } from 'react';
import { AGEING } from '@contracts/fee-ledger';
import { placeLabel } from '@contracts/place-label';
import { Alert, type AlertMessage } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { ScrollRegion } from '../../components/scroll-region';
import { SelectField } from '../../components/select-field';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useSchoolPlaces } from '../../lib/school-setup';
import { useSubmit } from '../../lib/use-submit';
import { FEES_KEY } from './fees-api';
import { officeApi, type Place, useAgeing, useDefaulters } from './office-api';
import './fees.css';

/** The ageing bucket of `days` overdue, as the server counts them (0-30, 31-60, 61-90, 90+). */
export const bucketOf = (days: number) => AGEING[days > 90 ? 3 : days > 60 ? 2 : days > 30 ? 1 : 0];

/** Who is behind, by class and section, with the money overdue by age; printed, exported or reminded. */
export default function DefaultersPage() {
  const t = useT();
  const f = useFormat();
  const [place, setPlace] = useState<Place>({ class: '', section: '' });
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const list = useDefaulters(place);
  const ageing = useAgeing(place);
  const remind = useSubmit({
    send: officeApi.sendReminders,
    failure: t('feeOffice.remindFailed'),
    refresh: FEES_KEY,
    say: setMessage,
    success: (r) => t('feeOffice.reminded', { queued: r.queued, pupils: r.pupils }),
  });
  const all = t('list.all');
  const places = useSchoolPlaces();
  const filters = [
    ['class', places.classes],
    ['section', places.sections(place.class)],
  ] as const;
  return (
    <Page
      title={t('menu.defaulters')}
      actions={
        <div className="no-print fee-toolbar">
          <button type="button" className="btn" onClick={() => window.print()}>
            {t('print.print')}
          </button>
          <a className="btn" href={officeApi.defaultersCsv(place)} download>
            {t('list.exportCsv')}
          </a>
        </div>
      }
    >
      <div className="fee-toolbar no-print">
        {filters.map(([key, options]) => (
          <SelectField
            key={key}
            label={t(`form.${key}`)}
            placeholder={all}
            options={options}
            value={place[key]}
            onChange={(e) => {
              setMessage(null);
              setPlace((p) => ({ ...p, [key]: e.target.value }));
            }}
          />
        ))}
        <button
          type="button"
          className="btn btn-primary"
          disabled={!place.class || remind.busy}
          title={place.class ? undefined : t('feeOffice.remindNeedsClass')}
          onClick={() => remind.submit({ class: place.class, section: place.section || undefined })}
        >
          {t('feeOffice.sendReminders')}
        </button>
      </div>
      <Alert message={message} onClose={() => setMessage(null)} />
      {place.class && (
        <p className="print-only">{t('form.classSection', { class: place.class, section: place.section || all })}</p>
      )}
      {ageing.data && (
        <dl className="ledger-figures fee-ageing">
          {AGEING.map((b) => (
            <div key={b} className="card">
              <dt>{t('feeOffice.bucket', { bucket: b })}</dt>
              <dd className="fee-card-amount">{f.money(ageing.data[b].overdue)}</dd>
              <dd>{t('feeOffice.pupils', { count: ageing.data[b].pupils })}</dd>
            </div>
          ))}
        </dl>
      )}
      {(list.error ?? ageing.error) && (
        <Alert message={{ kind: 'error', text: errorText(list.error ?? ageing.error, t('feeOffice.loadFailed')) }} />
      )}
      {list.isPending && <Loading />}
      {list.data && (
        <ScrollRegion label={t('menu.defaulters')}>
          <table className="fee-totals-table fee-defaulters">
            <caption>{t('feeOffice.defaultersCaption', { count: list.data.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('students.studentId')}</th>
                <th scope="col">{t('form.name')}</th>
                <th scope="col">{t('form.class')}</th>
                <th scope="col">{t('feeOffice.daysOverdue')}</th>
                <th scope="col">{t('ledger.overdue')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((d) => (
                <tr key={d.student_id}>
                  <td>{d.student_id}</td>
                  <th scope="row">{d.name}</th>
                  <td>{placeLabel(d)}</td>
                  <td>{t('feeOffice.days', { days: d.days_overdue, bucket: bucketOf(d.days_overdue) })}</td>
                  <td>{f.money(d.overdue)}</td>
                </tr>
              ))}
              {!list.data.length && (
                <tr>
                  <td colSpan={5} className="empty">
                    {t('feeOffice.noDefaulters')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Page>
  );
}
