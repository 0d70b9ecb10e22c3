import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ClassSubmissionRow } from '@contracts/submissions';
import { type AlertMessage, Alert, errorMessage } from '../../components/alert';
import { FilePreview } from '../../components/file-preview';
import { Loading } from '../../components/loading';
import { Page } from '../../components/page';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { PATHS } from '../../lib/paths';
import { MarkingTable } from './marking-table';
import { archiveHref, type Marking, saveMarking, useClassSubmissions, useRefreshSubmissions } from './submissions-api';
import './assignments.css';

/** The work a class handed in for one assignment: the list with states, marking, the focused pupil's work, the zip. */
export default function SubmissionsPage() {
  const t = useT();
  const assignmentId = Number(useParams().assignment_id);
  const { data, error, isPending } = useClassSubmissions(assignmentId);
  const refresh = useRefreshSubmissions();
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const shown = data?.find((r) => r.submission_id === selected) ?? null;

  const save = async (row: ClassSubmissionRow, marking: Marking): Promise<boolean> => {
    try {
      const res = await saveMarking(row.submission_id!, marking);
      setMessage({ kind: 'success', text: `${row.name}: ${res.message}` });
      await refresh();
      return true;
    } catch (err) {
      setMessage(errorMessage(errorText(err, t('submissions.saveFailed'))));
      return false;
    }
  };

  return (
    <Page
      title={t('submissions.title')}
      actions={
        <>
          <Link className="btn" to={PATHS.assignments}>
            {t('submissions.back')}
          </Link>
          <a className="btn btn-primary" href={archiveHref(assignmentId)} download>
            {t('submissions.downloadAll')}
          </a>
        </>
      }
    >
      <Alert
        message={error ? errorMessage(errorText(error, t('submissions.loadFailed'))) : message}
        onClose={() => setMessage(null)}
      />
      {isPending && <Loading />}
      {data && (
        <div className="marking-layout">
          <div className="marking-list">
            <p className="marking-help">{t('submissions.keysHelp')}</p>
            <MarkingTable rows={data} selected={selected} onSelect={setSelected} onSave={save} />
          </div>
          <aside className="marking-work" aria-label={t('submissions.workOf', { name: shown?.name ?? '' })}>
            {!shown && <p>{t('submissions.pickOne')}</p>}
            {shown && (
              <>
                <h2>{t('submissions.workOf', { name: `${shown.name} (${shown.student_id})` })}</h2>
                {shown.body && <p className="hand-in-text">{shown.body}</p>}
                {shown.file_url && shown.file_name && (
                  <FilePreview file={{ file_url: shown.file_url, file_name: shown.file_name }} title={shown.name} />
                )}
              </>
            )}
          </aside>
        </div>
      )}
    </Page>
  );
}
