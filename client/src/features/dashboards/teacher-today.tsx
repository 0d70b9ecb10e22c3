import { Link } from 'react-router-dom';
import { presentPercent, type TeacherToday } from '@contracts/dashboard';
import { useT } from '../../i18n/use-t';
import { marksGridLink, registerLink } from '../../lib/paths';
import { placeLabel } from '@contracts/place-label';

/**
 * The registers a teacher takes today, those not taken first, each a link to that section's
 * register on `date` (the school's today, as the counts are).
 */
export function RegistersToTake({ registers, date }: Pick<TeacherToday, 'registers' | 'date'>) {
  const t = useT();
  const open = registers.filter((r) => r.marked === 0);
  const sorted = [...open, ...registers.filter((r) => r.marked > 0)];
  return (
    <section className="card" aria-labelledby="registers-to-take">
      <h2 id="registers-to-take">{t('dashboard.registersToday')}</h2>
      {registers.length === 0 ? (
        <p>{t('dashboard.noSections')}</p>
      ) : (
        <>
          <p>
            {open.length
              ? t('dashboard.stillToTake', { open: open.length, total: registers.length })
              : t('dashboard.allTaken')}
          </p>
          <ul className="todo-list">
            {sorted.map((r) => {
              const pct = presentPercent(r);
              return (
                <li key={`${r.class}${r.section}`}>
                  <Link to={registerLink({ class: r.class, section: r.section, date })}>
                    {t('dashboard.classPlace', { place: placeLabel(r) })}
                  </Link>{' '}
                  {pct === null ? (
                    <strong className="text-error">{t('dashboard.notTaken')}</strong>
                  ) : (
                    <span>{t('dashboard.takenPct', { pct })}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The newest exams in each of the teacher's sections, with how many students have marks, each a link to that grid. */
export function ExamsToFill({ exams }: { exams: TeacherToday['exams'] }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="exams-to-fill">
      <h2 id="exams-to-fill">{t('dashboard.latestExams')}</h2>
      {exams.length === 0 ? (
        <p>{t('dashboard.noExams')}</p>
      ) : (
        <ul className="todo-list">
          {exams.map((e) => (
            <li key={`${e.id}${e.section}`}>
              <Link to={marksGridLink({ class: e.class, section: e.section, exam_name: e.name })}>
                {t('dashboard.examOf', { name: e.name, class: placeLabel(e) })}
              </Link>{' '}
              <span className={e.entered < e.students ? 'text-error' : undefined}>
                {t('dashboard.entered', { entered: e.entered, students: e.students })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
