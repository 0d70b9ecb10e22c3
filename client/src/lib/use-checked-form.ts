import type { FormEvent } from 'react';
import type { DefaultValues, FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type AlertMessage, errorMessage } from './alert-message';
import { serverSentence } from '../i18n/language';
import { type SchemaSource, useZodForm } from './use-zod-form';

// Kept apart from ZodForm's layout and from the query library, so the sign-in page (drawn before
// either has arrived) checks its form the same way as every other screen.

export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormOf<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** Starting values; '' stands for "nothing chosen yet" in selects of fixed choices. */
export type FormDefaults<S extends FormSchema> = { [K in keyof z.input<S>]?: z.input<S>[K] | '' };

/** Where a form's own texts are shown (a banner, or a line under the form). */
export type Say = (message: AlertMessage | null) => void;

/** Spread onto TextField/SelectField/TextAreaField: registers the field and shows its message. */
export function bind<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: Path<T>) {
  // Nested names (guardians.0.email) reach into the nested errors.
  const found = name
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], form.formState.errors);
  const error = (found as { message?: unknown } | undefined)?.message;
  // The shared schemas speak the server's English; the server's catalogue says it in the screens' language.
  return { ...form.register(name), error: typeof error === 'string' ? serverSentence(error) : undefined };
}

/** Checks a form adds to its schema's rules, each answering the text to show, or null. */
export interface FormChecks<S extends FormSchema> {
  /**
   * Checked before the fields' own rules, its text shown as the one sentence: the spec's "all
   * fields are required", or "Passwords do not match!" (sign-up sends nothing while they differ).
   */
  missing?: (values: z.input<S>) => string | null;
  /** Shown beside the fields' own messages when the schema refuses the values. */
  invalid?: (errors: FieldErrors<z.input<S>>, values: z.input<S>) => string | null;
  /** A check of the valid values before they are sent (e.g. the password confirmation). */
  check?: (values: z.output<S>) => string | null;
}

export interface CheckedFormOptions<S extends FormSchema> {
  schema: SchemaSource<S>;
  defaultValues: FormDefaults<S>;
  onSubmit: (values: z.output<S>, form: FormOf<S>) => void;
  checks?: FormChecks<S>;
  /** Where the checks' texts are shown. */
  say?: Say;
}

/**
 * The one way a form is checked and sent: react-hook-form resolved by the shared zod schema, the
 * form's own checks around it. ZodForm lays it out in the form grid; the sign-in and account
 * cards lay out the same form their own way. onSubmit gets the parsed (trimmed, coerced) values
 * and the form, for reset or server errors.
 */
export function useCheckedForm<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  checks = {},
  say = () => undefined,
}: CheckedFormOptions<S>) {
  const form = useZodForm(schema, defaultValues as DefaultValues<z.input<S>>);
  const submit = form.handleSubmit(
    (values) => {
      const problem = checks.check?.(values);
      if (problem) say(errorMessage(problem));
      else onSubmit(values, form);
    },
    (errors) => {
      const problem = checks.invalid?.(errors, form.getValues());
      if (problem) say(errorMessage(problem));
    },
  );
  const start = (e: FormEvent) => {
    // A new attempt: the last attempt's banner goes.
    say(null);
    const text = checks.missing?.(form.getValues());
    if (text) {
      e.preventDefault();
      say(errorMessage(text));
      // The one sentence stays the spec's; the fields it is about are marked too.
      void form.trigger();
      return;
    }
    void submit(e);
  };
  return { form, onSubmit: start };
}
