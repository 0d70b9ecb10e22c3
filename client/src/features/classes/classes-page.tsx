import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { classPlacesQuery } from '../../lib/school-setup';
import { SubjectChoicesCard } from './subject-choices-card';
import './classes-page.css';

/**
 * The school's classes as its setup has them, in order, each section with its pupils; retired
 * classes and sections are marked (their pupils stay counted). Read afresh on each visit.
 */
export default function ClassesPage() {
  const t = useT();
  const places = useQuery({ ...classPlacesQuery, refetchOnMount: 'always' });
  const total = places.data?.reduce((n, c) => n + c.sections.reduce((m, s) => m + s.students, 0), 0) ?? 0;
  return (
    <Page title={t('menu.classes')}>
      {places.isPending && <Loading />}
      {places.error && <Alert message={{ kind: 'error', text: errorText(places.error, t('classes.loadFailed')) }} />}
      {places.data && (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">{t('classes.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('form.class')}</th>
                <th scope="col">{t('classes.sections')}</th>
                <th scope="col">{t('classes.total')}</th>
              </tr>
            </thead>
            <tbody>
              {places.data.map((c) => (
                <tr key={c.name} className={c.retired ? 'class-retired' : undefined}>
                  <th scope="row">
                    {t('classes.classN', { class: c.name })}
                    {c.retired && <span className="class-mark"> {t('classes.retired')}</span>}
                  </th>
                  <td>
                    <ul className="class-sections" aria-label={t('classes.sectionsOf', { class: c.name })}>
                      {c.sections.map((s) => (
                        <li key={s.name}>
                          {t('classes.sectionCount', { section: s.name, count: s.students })}
                          {s.retired && <span className="class-mark"> {t('classes.retired')}</span>}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>{c.sections.reduce((n, s) => n + s.students, 0)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('classes.all')}</th>
                <td />
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
