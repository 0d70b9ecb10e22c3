import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { serverSentence } from '../i18n/language';

interface Props extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, id, ...area },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...area}
      />
      {error && (
        <span className="field-error" id={`${fieldId}-error`}>
          {serverSentence(error)}
        </span>
      )}
    </div>
  );
});
