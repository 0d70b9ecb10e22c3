import { useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { SubmissionInput, type PupilSubmissionRow } from '@contracts/submissions';
import { type AlertMessage, Alert, errorMessage } from '../../components/alert';
import { FileUpload } from '../../components/file-upload';
import { FileLinks } from '../../components/file-preview';
import { TextAreaField } from '../../components/textarea-field';
import { useFormat } from '../../lib/use-format';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api-client';
import { bind, useCheckedForm } from '../../lib/use-checked-form';
import { uploadForm, useUpload } from '../../lib/use-upload';
import { StateBadge } from './submission-state';
import { type HandedIn, handInPath, useRefreshSubmissions } from './submissions-api';

// The file travels beside the text; held by the form, it is cleared with it after a hand-in.
const HandInForm = SubmissionInput.extend({ file: z.instanceof(File).nullable() });
// A photo taken now (the phone opens its camera), or a file chosen from the phone.
const PHOTO_ACCEPT = 'image/*';

/** What a pupil handed in for one assignment, its mark and comment, and (for the pupil) the hand-in form. */
export function HandInPanel({ row, canHandIn }: { row: PupilSubmissionRow; canHandIn: boolean }) {
  const t = useT();
  const f = useFormat();
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const upload = useUpload();
  const refresh = useRefreshSubmissions();
  const { form, onSubmit } = useCheckedForm({
    schema: HandInForm,
    defaultValues: { text: '', file: null },
    say: setMessage,
    checks: { missing: (v) => (!v.file && !String(v.text ?? '').trim() ? t('submissions.empty') : null) },
    onSubmit: ({ text, file }) => {
      upload.send<HandedIn>('POST', handInPath(row.assignment_id), uploadForm({ text }, file)).then(
        (res) => {
          setMessage({ kind: 'success', text: t(res.late ? 'submissions.handedInLate' : 'submissions.handedInNow') });
          form.reset({ text: '', file: null });
          void refresh();
        },
        (err: unknown) => setMessage(errorMessage(errorText(err, t('submissions.handInFailed')))),
      );
    },
  });
  const file = useController({ control: form.control, name: 'file' });
  const open =
    canHandIn && row.state !== 'marked' && !(row.closed && row.due_date < new Date().toISOString().slice(0, 10));
  const label = `${t('submissions.yourWork')}: ${row.title}`;
  return (
    <section className="hand-in" aria-label={label}>
      <p className="hand-in-state">
        <StateBadge state={row.state} />
        {row.submitted_at && <span> {t('submissions.submittedOn', { date: f.date(new Date(row.submitted_at)) })}</span>}
        {row.file_url && row.file_name && (
          <FileLinks file={{ file_url: row.file_url, file_name: row.file_name }} label={label} />
        )}
      </p>
      {row.body && <p className="hand-in-text">{row.body}</p>}
      {row.mark && <p className="hand-in-mark">{t('submissions.markIs', { mark: row.mark })}</p>}
      {row.comment && <p className="hand-in-comment">{t('submissions.commentIs', { comment: row.comment })}</p>}
      {open && (
        <form className="hand-in-form" onSubmit={onSubmit} aria-label={t('submissions.handIn')} noValidate>
          <FileUpload
            label={t('submissions.photoOrFile')}
            file={file.field.value as File | null}
            onChange={file.field.onChange}
            progress={upload.progress}
            accept={`${PHOTO_ACCEPT},application/pdf,.docx,.xlsx,.pptx`}
            capture="environment"
          />
          <TextAreaField label={t('submissions.text')} maxLength={4000} {...bind(form, 'text')} />
          <button type="submit" className="btn btn-primary" disabled={upload.progress !== null}>
            {row.state === 'missing' ? t('submissions.handIn') : t('submissions.handInAgain')}
          </button>
        </form>
      )}
      <Alert message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
