import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { BoardInput, type BoardRecord, type BoardSaved } from '@contracts/file-boards';
import type { MessageResponse } from '@contracts/auth';
import { Alert, type AlertMessage } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { FileLinks, FilePreview } from '../../components/file-preview';
import { FileUpload } from '../../components/file-upload';
import { Modal } from '../../components/modal';
import { Page } from '../../components/page';
import { TextField } from '../../components/text-field';
import { api, errorText } from '../../lib/api-client';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useList } from '../../lib/use-list';
import { uploadForm, useUpload } from '../../lib/use-upload';
import { applyServerErrors, useZodForm } from '../../lib/use-zod-form';
import { type Board, BOTH_REQUIRED, formatDateTime } from './boards';

/** Admin screen of a board: upload with progress, the list newest first, preview, delete. */
export default function BoardAdminPage({ board }: { board: Board }) {
  const qc = useQueryClient();
  const list = useList<BoardRecord>(board.key, board.path);
  const form = useZodForm(BoardInput, { title: '' });
  const [file, setFile] = useState<File | null>(null);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [previewing, setPreviewing] = useState<BoardRecord | null>(null);
  const { progress, send } = useUpload();
  const refresh = () => qc.invalidateQueries({ queryKey: [board.key] });

  const add = useMutation({
    mutationFn: (values: BoardInput) => send<BoardSaved>('POST', board.path, uploadForm(values, file)),
    onSuccess: (res) => {
      setAlert({ kind: 'success', text: res.message });
      form.reset({ title: '' });
      setFile(null);
      void refresh();
    },
    onError: (err) => {
      applyServerErrors(form, err);
      setAlert({ kind: 'error', text: errorText(err, board.texts.add) });
    },
  });

  const remove = useConfirmedDelete<BoardRecord>({
    remove: (row) => api.delete<MessageResponse>(`${board.path}/${row.id}`),
    fallback: board.texts.remove,
    onMessage: setAlert,
    refresh,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.getValues('title').trim() || !file) {
      setAlert({ kind: 'error', text: BOTH_REQUIRED });
      return;
    }
    setAlert(null);
    void form.handleSubmit((values) => add.mutate(values))(e);
  };

  return (
    <Page title={board.adminTitle}>
      <Alert message={alert} onClose={() => setAlert(null)} />
      {list.error && <Alert message={{ kind: 'error', text: errorText(list.error, board.texts.load) }} />}
      <form className="card" onSubmit={submit} noValidate aria-labelledby={`${board.key}-form-title`}>
        <h2 id={`${board.key}-form-title`}>Upload a {board.singular}</h2>
        <div className="form-grid">
          <TextField label="Title" maxLength={200} error={form.formState.errors.title?.message} {...form.register('title')} />
          <FileUpload label="File" file={file} onChange={setFile} progress={progress} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={add.isPending}>
            {add.isPending ? 'Uploading…' : 'Upload'}
          </button>
        </div>
      </form>
      <DataTable
        caption={board.adminTitle}
        serial
        columns={[
          { header: 'Title', field: 'title', sortKey: 'title' },
          { header: 'File', render: (r) => <FileLinks file={r} label={r.title} /> },
          { header: 'Uploaded At', sortKey: 'uploaded_at', render: (r) => formatDateTime(r.uploaded_at) },
        ]}
        rows={list.rows}
        rowKey={(r) => r.id}
        total={list.total}
        params={list.params}
        onParamsChange={list.setParams}
        loading={list.isLoading}
        actions={(r) => (
          <>
            <button type="button" className="btn-icon" aria-label={`Preview ${r.title}`} onClick={() => setPreviewing(r)}>
              Preview
            </button>
            <button type="button" className="btn-icon" aria-label={`Delete ${r.title}`} onClick={() => remove.ask(r)}>
              Delete
            </button>
          </>
        )}
      />
      <Modal open={!!previewing} title={previewing?.title ?? ''} onClose={() => setPreviewing(null)}>
        {previewing && <FilePreview file={previewing} title={previewing.title} />}
      </Modal>
      {remove.dialog}
    </Page>
  );
}
