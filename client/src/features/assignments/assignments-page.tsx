import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AssignmentInput, AssignmentRecord } from '@contracts/assignments';
import { Alert, type AlertMessage } from '../../components/alert';
import { DataTable } from '../../components/data-table';
import { FileLinks } from '../../components/file-preview';
import { Modal } from '../../components/modal';
import { Page } from '../../components/page';
import { errorText } from '../../lib/api-client';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useList } from '../../lib/use-list';
import { uploadForm, useUpload } from '../../lib/use-upload';
import { AssignmentForm } from './assignment-form';
import { ASSIGNMENTS_KEY, ASSIGNMENTS_PATH, type AssignmentSaved, removeAssignment } from './assignments-api';
import './assignments.css';

/** Teachers set work for a class: form with file, table, edit dialog, Yes/No delete. */
export default function AssignmentsPage() {
  const qc = useQueryClient();
  const list = useList<AssignmentRecord>(ASSIGNMENTS_KEY, ASSIGNMENTS_PATH);
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const [editing, setEditing] = useState<AssignmentRecord | null>(null);
  const [editAlert, setEditAlert] = useState<AlertMessage | null>(null);
  const adding = useUpload();
  const updating = useUpload();
  const refresh = () => qc.invalidateQueries({ queryKey: [ASSIGNMENTS_KEY] });

  const create = useMutation({
    mutationFn: ({ values, file }: { values: AssignmentInput; file: File | null }) =>
      adding.send<AssignmentSaved>('POST', ASSIGNMENTS_PATH, uploadForm(values, file)),
    onSuccess: (res) => {
      setAlert({ kind: 'success', text: res.message });
      void refresh();
    },
    onError: (err) => setAlert({ kind: 'error', text: errorText(err, 'Error adding assignment!') }),
  });

  const update = useMutation({
    mutationFn: ({ id, values, file }: { id: number; values: AssignmentInput; file: File | null }) =>
      updating.send<AssignmentSaved>('PUT', ASSIGNMENTS_PATH, uploadForm({ ...values, assignment_id: id }, file)),
    onSuccess: (res) => {
      setAlert({ kind: 'success', text: res.message });
      setEditing(null);
      void refresh();
    },
    onError: (err) => setEditAlert({ kind: 'error', text: errorText(err, 'Error updating assignment!') }),
  });

  const remove = useConfirmedDelete<AssignmentRecord>({ remove: removeAssignment, fallback: 'Error deleting assignment!', onMessage: setAlert, refresh });

  return (
    <Page title="Assignment Management">
      <Alert message={alert} onClose={() => setAlert(null)} />
      {list.error && <Alert message={{ kind: 'error', text: errorText(list.error, 'Failed to fetch assignments.') }} />}
      <section className="card" aria-labelledby="assignment-form-title">
        <h2 id="assignment-form-title">Add an assignment</h2>
        <AssignmentForm
          submitLabel={create.isPending ? 'Uploading…' : 'Add Assignment'}
          busy={create.isPending}
          progress={adding.progress}
          onMessage={setAlert}
          onSave={(values, file) => create.mutateAsync({ values, file })}
        />
      </section>
      <DataTable
        caption="Assignments"
        serial
        columns={[
          { header: 'Title', field: 'title', sortKey: 'title' },
          { header: 'Date', field: 'date', sortKey: 'date' },
          { header: 'Class', field: 'class', sortKey: 'class' },
          { header: 'Description', render: (a) => <span className="assignment-description">{a.description}</span> },
          { header: 'File', render: (a) => <FileLinks file={a} label={a.title} /> },
        ]}
        rows={list.rows}
        rowKey={(a) => a.id}
        total={list.total}
        params={list.params}
        onParamsChange={list.setParams}
        loading={list.isLoading}
        actions={(a) => (
          <>
            <button type="button" className="btn-icon" aria-label={`Edit ${a.title}`} onClick={() => { setEditAlert(null); setEditing(a); }}>
              Edit
            </button>
            <button type="button" className="btn-icon" aria-label={`Delete ${a.title}`} onClick={() => remove.ask(a)}>
              Delete
            </button>
          </>
        )}
      />
      <Modal open={!!editing} title="Edit Assignment" onClose={() => setEditing(null)}>
        <Alert message={editAlert} onClose={() => setEditAlert(null)} />
        {editing && (
          <AssignmentForm
            initial={editing}
            submitLabel={update.isPending ? 'Saving…' : 'Update'}
            busy={update.isPending}
            progress={updating.progress}
            onMessage={setEditAlert}
            onSave={(values, file) => update.mutateAsync({ id: editing.id, values, file })}
          />
        )}
      </Modal>
      {remove.dialog}
    </Page>
  );
}
