import { Alert } from '../../components/alert';
import { FileCard } from '../../components/file-card';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { useMyAssignments } from './assignments-api';
import './assignments.css';

/** A student's assignments (their own class, newest first), each with download and preview. */
export default function AssignmentsViewPage() {
  const { data, error, isPending } = useMyAssignments();
  const whose = useCurrentUser()?.role === 'parent' ? 'this child’s' : 'your';
  return (
    <Page title="Assignments">
      {error && <Alert message={{ kind: 'error', text: errorText(error, 'Failed to fetch assignments.') }} />}
      {isPending && <Loading />}
      {data && !data.length && <p className="loading">No assignments for {whose} class yet.</p>}
      {data?.map((a) => (
        <FileCard key={a.id} title={a.title} file={a} meta={`Date ${a.date} · Class ${a.class} · ${a.file_name}`}>
          <p className="assignment-text">{a.description}</p>
        </FileCard>
      ))}
    </Page>
  );
}
