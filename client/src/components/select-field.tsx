import { forwardRef, type SelectHTMLAttributes, useId } from 'react';
import { serverSentence } from '../i18n/language';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly (string | number | { value: string | number; label: string })[];
  error?: string;
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, error, placeholder, id, ...select },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <select
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const opt = typeof o === 'object' ? o : { value: o, label: String(o) };
          return (
            <option key={opt.value} value={opt.value}>
              {opt.label}
            </option>
          );
        })}
      </select>
      {error && (
        <span className="field-error" id={`${fieldId}-error`}>
          {serverSentence(error)}
        </span>
      )}
    </div>
  );
});
