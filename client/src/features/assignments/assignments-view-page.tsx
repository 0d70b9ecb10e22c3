import { Alert } from '../../components/alert';
import { FileCard } from '../../components/file-card';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { useMyAssignments } from './assignments-api';
import { HandInPanel } from './hand-in-panel';
import { useMySubmissions } from './submissions-api';
import './assignments.css';

/** A student's assignments (their own class, newest first), each with download, preview and the pupil's work. */
export default function AssignmentsViewPage() {
  const t = useT();
  const f = useFormat();
  const { data, error, isPending } = useMyAssignments();
  const role = useCurrentUser()?.role;
  const parent = role === 'parent';
  // What was handed in for each assignment (a parent sees it too, but hands nothing in).
  const work = new Map(useMySubmissions().data?.map((w) => [w.assignment_id, w]));
  return (
    <Page title={t('menu.assignments')}>
      {error && <Alert message={{ kind: 'error', text: errorText(error, t('assignments.loadFailed')) }} />}
      {isPending && <Loading />}
      {data && !data.length && (
        <p className="loading">{t(parent ? 'assignments.noneChild' : 'assignments.noneYours')}</p>
      )}
      {data?.map((a) => (
        <FileCard
          key={a.id}
          title={a.title}
          file={a}
          meta={t('assignments.meta', { date: f.date(a.date), class: a.class, file: a.file_name })}
        >
          <p className="assignment-text">{a.description}</p>
          {work.get(a.id) && <HandInPanel row={work.get(a.id)!} canHandIn={role === 'student'} />}
        </FileCard>
      ))}
    </Page>
  );
}
