import { Alert } from '../../components/alert';
import { FileCard } from '../../components/file-card';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { errorText } from '../../lib/api-client';
import { type Board, formatDateTime, useBoard } from './boards';

/** Teacher and student view of a board: one card per notice or timetable, newest first. */
export default function BoardCardsPage({ board }: { board: Board }) {
  const { data, error, isPending } = useBoard(board);
  return (
    <Page title={board.viewTitle}>
      {error && <Alert message={{ kind: 'error', text: errorText(error, board.texts.load) }} />}
      {isPending && <Loading />}
      {data && !data.length && <p className="loading">Nothing has been posted yet.</p>}
      {data?.map((r) => (
        <FileCard
          key={r.id}
          title={r.title}
          file={r}
          meta={
            <>
              <time dateTime={r.uploaded_at}>{formatDateTime(r.uploaded_at)}</time> · {r.file_name}
            </>
          }
        />
      ))}
    </Page>
  );
}
