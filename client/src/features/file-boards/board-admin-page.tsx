import { useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { type BoardRecord, type BoardSaved, boardForm } from '@contracts/file-boards';
import { CrudScreen } from '../../components/crud-screen';
import type { Column } from '../../components/data-table';
import { FileLinks, FilePreview } from '../../components/file-preview';
import { FileUpload } from '../../components/file-upload';
import { Modal } from '../../components/modal';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { bind, type FormOf } from '../../components/zod-form';
import { useT } from '../../i18n/use-t';
import { uploadForm, useUpload } from '../../lib/use-upload';
import { useDateTime } from '../../lib/date-time';
import { useSchoolPlaces } from '../../lib/school-setup';
import { type Board, boardAudience } from './boards';
import { boardsApi } from './boards-api';

// The file travels beside the title; held by the form, it is cleared with it after an upload.
const BoardForm = boardForm({ file: z.instanceof(File).nullable() });

const columns = (t: ReturnType<typeof useT>, dateTime: (iso: string) => string): Column<BoardRecord>[] => [
  { header: t('boards.title'), field: 'title', sortKey: 'title' },
  { header: t('boards.for'), render: boardAudience },
  { header: t('boards.file'), render: (r) => <FileLinks file={r} label={r.title} /> },
  { header: t('boards.uploadedAt'), sortKey: 'uploaded_at', render: (r) => dateTime(r.uploaded_at) },
];

function BoardFields({ form, progress }: { form: FormOf<typeof BoardForm>; progress: number | null }) {
  const t = useT();
  const file = useController({ control: form.control, name: 'file' });
  const places = useSchoolPlaces();
  return (
    <>
      <TextField label={t('boards.title')} maxLength={200} {...bind(form, 'title')} />
      <SelectField
        label={t('form.class')}
        placeholder={t('boards.wholeSchool')}
        options={places.classes}
        {...bind(form, 'class')}
      />
      <SelectField
        label={t('form.section')}
        placeholder={t('boards.allSections')}
        options={places.sections(form.watch('class'))}
        {...bind(form, 'section')}
      />
      <FileUpload label={t('boards.file')} file={file.field.value} onChange={file.field.onChange} progress={progress} />
    </>
  );
}

/** Admin screen of a board: upload with progress, the list newest first, preview, delete. */
export default function BoardAdminPage({ board }: { board: Board }) {
  const t = useT();
  const dateTime = useDateTime();
  const { progress, send } = useUpload();
  const [previewing, setPreviewing] = useState<BoardRecord | null>(null);
  return (
    <CrudScreen
      title={t(board.adminTitle)}
      rowLabel={(r) => r.title}
      rowActions={(r) => (
        <button
          type="button"
          className="btn-icon"
          aria-label={t('boards.previewOf', { title: r.title })}
          onClick={() => setPreviewing(r)}
        >
          {t('file.preview')}
        </button>
      )}
      list={{
        key: board.key,
        path: board.path,
        caption: t(board.adminTitle),
        rowKey: (r) => r.id,
        loadError: t(board.texts.load),
        columns: columns(t, dateTime),
      }}
      create={{
        title: t(board.uploadTitle),
        schema: BoardForm,
        defaults: { title: '', class: '', section: '', file: null },
        fields: (form) => <BoardFields form={form} progress={progress} />,
        missing: (v) => (!v.title?.trim() || !v.file ? t('boards.bothRequired') : null),
        submitLabel: t('boards.upload'),
        busyLabel: t('boards.uploading'),
        submit: ({ file, ...values }) => send<BoardSaved>('POST', board.path, uploadForm(values, file)),
        failure: t(board.texts.add),
      }}
      remove={{ submit: (r) => boardsApi.remove(board, r.id), failure: t(board.texts.remove) }}
    >
      <Modal open={!!previewing} title={previewing?.title ?? ''} onClose={() => setPreviewing(null)}>
        {previewing && <FilePreview file={previewing} title={previewing.title} />}
      </Modal>
    </CrudScreen>
  );
}
