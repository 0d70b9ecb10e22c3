import { CLASSES, SECTIONS } from '@contracts/enums';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useClassSummary } from './classes-api';
import { SubjectChoicesCard } from './subject-choices-card';

export default function ClassesPage() {
  const t = useT();
  const summary = useClassSummary();
  const count = (c: number, s: string) => summary.data?.find((r) => r.class === c && r.section === s)?.students ?? 0;
  const total = summary.data?.reduce((n, r) => n + r.students, 0) ?? 0;
  return (
    <Page title={t('menu.classes')}>
      {summary.isPending && <Loading />}
      {summary.error && <Alert message={{ kind: 'error', text: errorText(summary.error, t('classes.loadFailed')) }} />}
      {summary.data && (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">{t('classes.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('form.class')}</th>
                {SECTIONS.map((s) => (
                  <th key={s} scope="col">
                    {t('classes.sectionN', { section: s })}
                  </th>
                ))}
                <th scope="col">{t('classes.total')}</th>
              </tr>
            </thead>
            <tbody>
              {CLASSES.map((c) => (
                <tr key={c}>
                  <th scope="row">{t('classes.classN', { class: c })}</th>
                  {SECTIONS.map((s) => (
                    <td key={s}>{count(c, s)}</td>
                  ))}
                  <td>{SECTIONS.reduce((n, s) => n + count(c, s), 0)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('classes.all')}</th>
                <td colSpan={SECTIONS.length} />
                <td>{total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <SubjectChoicesCard />
    </Page>
  );
}
