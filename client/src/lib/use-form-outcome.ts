import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AlertMessage } from '../components/alert';
import { errorText } from './api-client';
import { applyServerErrors } from './use-zod-form';

/**
 * A form's save and its message: the server's message on success; on failure its per-field
 * errors on the fields and its sentence (or the spec's fallback text) above the form.
 */
export function useFormOutcome<T extends FieldValues, O extends FieldValues>(form: UseFormReturn<T, unknown, O>, failureText: string) {
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const save = async <R extends { message: string }>(send: () => Promise<R>): Promise<R | undefined> => {
    setMessage(null);
    try {
      const res = await send();
      setMessage({ kind: 'success', text: res.message });
      return res;
    } catch (err) {
      applyServerErrors(form as unknown as UseFormReturn<T, unknown, FieldValues>, err);
      setMessage({ kind: 'error', text: errorText(err, failureText) });
      return undefined;
    }
  };
  return { message, setMessage, save };
}

/** What a create-or-edit form of a records screen is given. */
export interface RecordFormProps<Values, Input> {
  /** The row being edited; absent for a new record. */
  initial?: Partial<Values>;
  submitLabel: string;
  /** The spec's text when the server gives no reason. */
  failureText: string;
  onSubmit: (input: Input) => Promise<{ message: string }>;
  /** After a successful save, with the server's message. */
  onDone?: (message: string) => void;
}
