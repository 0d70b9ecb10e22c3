import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { serverSentence } from '../i18n/language';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, id, ...input }, ref) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...input}
      />
      {error && (
        <span className="field-error" id={`${fieldId}-error`}>
          {serverSentence(error)}
        </span>
      )}
    </div>
  );
});
