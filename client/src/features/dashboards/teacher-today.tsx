import { Link } from 'react-router-dom';
import { presentPercent, type TeacherToday } from '@contracts/dashboard';

/** The registers a teacher takes today, those not taken first, each a link to take it. */
export function RegistersToTake({ registers }: { registers: TeacherToday['registers'] }) {
  const open = registers.filter((r) => r.marked === 0);
  const sorted = [...open, ...registers.filter((r) => r.marked > 0)];
  return (
    <section className="card" aria-labelledby="registers-to-take">
      <h2 id="registers-to-take">Today's registers</h2>
      {registers.length === 0 ? (
        <p>You have no sections assigned yet.</p>
      ) : (
        <>
          <p>{open.length ? `${open.length} of ${registers.length} still to take` : 'All taken today'}</p>
          <ul className="todo-list">
            {sorted.map((r) => {
              const pct = presentPercent(r);
              return (
                <li key={`${r.class}${r.section}`}>
                  <Link to="/Attendancem">
                    Class {r.class}
                    {r.section}
                  </Link>{' '}
                  {pct === null ? <strong className="text-error">Not taken</strong> : <span>Taken · {pct}% present</span>}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The newest exams of the teacher's classes, with how many of their students have marks. */
export function ExamsToFill({ exams }: { exams: TeacherToday['exams'] }) {
  return (
    <section className="card" aria-labelledby="exams-to-fill">
      <h2 id="exams-to-fill">Latest exams</h2>
      {exams.length === 0 ? (
        <p>No exams for your classes yet.</p>
      ) : (
        <ul className="todo-list">
          {exams.map((e) => (
            <li key={e.id}>
              <Link to="/Marksentry">
                {e.name} (Class {e.class})
              </Link>{' '}
              <span className={e.entered < e.students ? 'text-error' : undefined}>
                {e.entered} of {e.students} entered
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
