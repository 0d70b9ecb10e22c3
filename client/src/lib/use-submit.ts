import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type AlertMessage, errorMessage } from './alert-message';
import type { Say } from './use-checked-form';
import { errorText } from './api-client';
import { applyServerErrors } from './use-zod-form';

/** What a write answers; `message` is the sentence the screens show. */
export interface Outcome {
  message?: string;
}

/** A fallback text (the server's own error wins over it), or a function building the text; null shows nothing. */
export type FailureText = string | ((err: unknown) => string | null);

export { errorMessage, type Say };

export const failureText = (f: FailureText, err: unknown): string | null =>
  typeof f === 'string' ? errorText(err, f) : f(err);

/** A failed write as an alert, logged for "check the console" (null when the text says to show nothing). */
export function failed(f: FailureText, err: unknown): AlertMessage | null {
  console.error(err);
  const text = failureText(f, err);
  return text ? errorMessage(text) : null;
}

/** Says a success, when there is something to say. */
export function sayOutcome(say: Say, shown: string | AlertMessage | undefined) {
  if (shown) say(typeof shown === 'string' ? { kind: 'success', text: shown } : shown);
}

interface Options<V, R extends Outcome> {
  send: (values: V) => Promise<R>;
  failure: FailureText;
  /** The query key of the lists to refetch after a success. */
  refresh: string;
  /** Where the outcome is shown; cleared when a submit starts. */
  say: Say;
  /** Where a success is shown, when elsewhere (an edit dialog closes on success). */
  sayDone?: Say;
  /** The success text (or a whole alert); default: the server's message. */
  success?: (res: R) => string | AlertMessage | undefined;
}

/**
 * Every form's submit: sends the values, then shows the outcome. On success the lists are
 * refetched and `done` runs (reset the form, close the dialog); on failure the server's
 * per-field errors go onto the form's fields and its sentence (or the failure text) is shown.
 */
export function useSubmit<V, R extends Outcome>({
  send,
  failure,
  refresh,
  say,
  sayDone = say,
  success = (res) => res.message,
}: Options<V, R>) {
  const qc = useQueryClient();
  const mutation = useMutation({ mutationFn: send });
  const submit = <T extends FieldValues>(
    values: V,
    form?: UseFormReturn<T, unknown, FieldValues>,
    done?: (res: R) => void,
  ) => {
    say(null);
    mutation.mutate(values, {
      onSuccess: (res) => {
        done?.(res);
        sayOutcome(sayDone, success(res));
        void qc.invalidateQueries({ queryKey: [refresh] });
      },
      onError: (err) => {
        if (form) applyServerErrors(form, err);
        say(failed(failure, err));
      },
    });
  };
  return { submit, busy: mutation.isPending };
}
