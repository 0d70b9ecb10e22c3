import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { EditIcon, TrashIcon } from './icons';
import './row-actions.css';

/**
 * The icons of a table row: edit (when the row can be edited), any extra actions of the screen
 * (a receipt, a preview), then delete. `label` names the row for screen readers: "Edit Asha Rao".
 */
export function RowActions({
  label,
  onEdit,
  onDelete,
  children,
}: {
  label: string;
  onEdit?: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {onEdit && (
        <button
          type="button"
          className="btn-icon"
          aria-label={t('common.editLabel', { label })}
          title={t('common.edit')}
          onClick={onEdit}
        >
          <EditIcon />
        </button>
      )}
      {children}
      <button
        type="button"
        className="btn-icon btn-icon-danger"
        aria-label={t('common.deleteLabel', { label })}
        title={t('common.delete')}
        onClick={onDelete}
      >
        <TrashIcon />
      </button>
    </>
  );
}
