import { useState } from 'react';
import type { BoardRecord } from '@contracts/file-boards';
import { Alert } from '../../components/alert';
import { FileLinks, FilePreview } from '../../components/file-preview';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { errorText } from '../../lib/api-client';
import { type Board, formatDateTime, useBoard } from './boards';
import './file-boards.css';

function BoardCard({ record }: { record: BoardRecord }) {
  const [open, setOpen] = useState(false);
  const previewId = `preview-${record.file_url.replace(/\W+/g, '-')}`;
  return (
    <article className="card board-card" aria-labelledby={`${previewId}-title`}>
      <header className="board-card-header">
        <div>
          <h2 id={`${previewId}-title`}>{record.title}</h2>
          <p className="board-card-date">
            <time dateTime={record.uploaded_at}>{formatDateTime(record.uploaded_at)}</time> · {record.file_name}
          </p>
        </div>
        <div className="board-card-actions">
          <FileLinks file={record} label={record.title} />
          <button type="button" className="btn" aria-expanded={open} aria-controls={previewId} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide preview' : 'Preview'}
          </button>
        </div>
      </header>
      <div id={previewId} hidden={!open}>
        {open && <FilePreview file={record} title={record.title} />}
      </div>
    </article>
  );
}

/** Teacher and student view of a board: one card per notice or timetable, newest first. */
export default function BoardCardsPage({ board }: { board: Board }) {
  const { data, error, isPending } = useBoard(board);
  return (
    <Page title={board.viewTitle}>
      {error && <Alert message={{ kind: 'error', text: errorText(error, board.texts.load) }} />}
      {isPending && <Loading />}
      {data && !data.length && <p className="board-empty">Nothing has been posted yet.</p>}
      <div className="board-cards">
        {data?.map((r) => <BoardCard key={r.id} record={r} />)}
      </div>
    </Page>
  );
}
