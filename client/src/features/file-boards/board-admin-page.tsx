import { useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { CLASSES, SECTIONS } from '@contracts/enums';
import type { MessageResponse } from '@contracts/auth';
import { type BoardRecord, type BoardSaved, boardForm } from '@contracts/file-boards';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { FileLinks, FilePreview } from '../../components/file-preview';
import { FileUpload } from '../../components/file-upload';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { api } from '../../lib/api-client';
import { uploadForm, useUpload } from '../../lib/use-upload';
import { type Board, boardAudience, BOTH_REQUIRED, formatDateTime } from './boards';

// The file travels beside the title; held by the form, it is cleared with it after an upload.
const BoardForm = boardForm({ file: z.instanceof(File).nullable() });

const columns: Column<BoardRecord>[] = [
  { header: 'Title', field: 'title', sortKey: 'title' },
  { header: 'For', render: boardAudience },
  { header: 'File', render: (r) => <FileLinks file={r} label={r.title} /> },
  { header: 'Uploaded At', sortKey: 'uploaded_at', render: (r) => formatDateTime(r.uploaded_at) },
];

function BoardFields({ form, progress }: { form: FormOf<typeof BoardForm>; progress: number | null }) {
  const file = useController({ control: form.control, name: 'file' });
  return (
    <>
      <TextField label="Title" maxLength={200} {...bind(form, 'title')} />
      <SelectField label="Class" placeholder="Whole school" options={CLASSES} {...bind(form, 'class')} />
      <SelectField label="Section" placeholder="All sections" options={SECTIONS} {...bind(form, 'section')} />
      <FileUpload label="File" file={file.field.value} onChange={file.field.onChange} progress={progress} />
    </>
  );
}

/** Admin screen of a board: upload with progress, the list newest first, preview, delete. */
export default function BoardAdminPage({ board }: { board: Board }) {
  const { progress, send } = useUpload();
  const [previewing, setPreviewing] = useState<BoardRecord | null>(null);
  return (
    <CrudScreen
      title={board.adminTitle}
      rowLabel={(r) => r.title}
      rowActions={(r) => (
        <button type="button" className="btn-icon" aria-label={`Preview ${r.title}`} onClick={() => setPreviewing(r)}>
          Preview
        </button>
      )}
      list={{
        key: board.key,
        path: board.path,
        caption: board.adminTitle,
        rowKey: (r) => r.id,
        loadError: board.texts.load,
        columns,
      }}
      create={{
        title: `Upload a ${board.singular}`,
        schema: BoardForm,
        defaults: { title: '', class: '', section: '', file: null },
        fields: (form) => <BoardFields form={form} progress={progress} />,
        missing: (v) => (!v.title?.trim() || !v.file ? BOTH_REQUIRED : null),
        submitLabel: 'Upload',
        busyLabel: 'Uploading…',
        submit: ({ file, ...values }) => send<BoardSaved>('POST', board.path, uploadForm(values, file)),
        failure: board.texts.add,
      }}
      remove={{ submit: (r) => api.delete<MessageResponse>(`${board.path}/${r.id}`), failure: board.texts.remove }}
    >
      <Modal open={!!previewing} title={previewing?.title ?? ''} onClose={() => setPreviewing(null)}>
        {previewing && <FilePreview file={previewing} title={previewing.title} />}
      </Modal>
    </CrudScreen>
  );
}
