import { Alert } from '../../components/alert';
import { FileCard } from '../../components/file-card';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/auth';
import { useViewedStudent } from '../../lib/viewed-student';
import { useStudentDetails } from '../profile/profile-api';
import { useDateTime } from '../../lib/date-time';
import { type Board, boardAudience, ownClassFirst } from './boards';
import { useBoard } from './boards-api';

/** The class and section of the student whose screens these are (a parent's chosen child); none for staff. */
function useOwnClass() {
  const user = useCurrentUser();
  const viewed = useViewedStudent();
  const forStudent = user?.role === 'student' || user?.role === 'parent';
  return useStudentDetails(forStudent ? viewed : null).data?.user_details;
}

/** Teacher and student view of a board: one card per notice or timetable, the student's own class first. */
export default function BoardCardsPage({ board }: { board: Board }) {
  const t = useT();
  const dateTime = useDateTime();
  const { data, error, isPending } = useBoard(board);
  const own = useOwnClass();
  const records = ownClassFirst(data ?? [], own);
  return (
    <Page title={t(board.viewTitle)}>
      {error && <Alert message={{ kind: 'error', text: errorText(error, t(board.texts.load)) }} />}
      {isPending && <Loading />}
      {data && !data.length && <p className="loading">{t('boards.nothingPosted')}</p>}
      {records.map((r) => (
        <FileCard
          key={r.id}
          title={r.title}
          file={r}
          meta={
            <>
              {boardAudience(r)} · <time dateTime={r.uploaded_at}>{dateTime(r.uploaded_at)}</time> · {r.file_name}
            </>
          }
        />
      ))}
    </Page>
  );
}
