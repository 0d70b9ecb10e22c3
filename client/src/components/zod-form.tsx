import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { type CheckedFormOptions, type FormOf, type FormSchema, useCheckedForm } from '../lib/use-checked-form';
import './zod-form.css';

export { bind, type FormChecks, type FormDefaults, type FormOf, type FormSchema } from '../lib/use-checked-form';

/** A form checked by a shared zod schema: fields laid out in the form grid, one submit button. */
export function ZodForm<S extends FormSchema>({
  submitLabel,
  busy = false,
  busyLabel,
  children,
  label,
  ...options
}: CheckedFormOptions<S> & {
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  children: (form: FormOf<S>) => ReactNode;
  /** Accessible name of the form. */
  label?: string;
}) {
  const t = useT();
  const { form, onSubmit } = useCheckedForm(options);
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      <div className="form-grid">{children(form)}</div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? (busyLabel ?? t('common.saving')) : submitLabel}
        </button>
      </div>
    </form>
  );
}
