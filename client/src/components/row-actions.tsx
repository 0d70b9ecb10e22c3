import type { ReactNode } from 'react';
import { EditIcon, TrashIcon } from './icons';
import './row-actions.css';

/**
 * The icons of a table row: edit (when the row can be edited), any extra actions of the screen
 * (a receipt, a preview), then delete. `label` names the row for screen readers: "Edit Asha Rao".
 */
export function RowActions({ label, onEdit, onDelete, children }: { label: string; onEdit?: () => void; onDelete: () => void; children?: ReactNode }) {
  return (
    <>
      {onEdit && (
        <button type="button" className="btn-icon" aria-label={`Edit ${label}`} title="Edit" onClick={onEdit}>
          <EditIcon />
        </button>
      )}
      {children}
      <button type="button" className="btn-icon btn-icon-danger" aria-label={`Delete ${label}`} title="Delete" onClick={onDelete}>
        <TrashIcon />
      </button>
    </>
  );
}
