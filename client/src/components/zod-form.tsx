import type { FormEvent, ReactNode } from 'react';
import type { DefaultValues, FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { serverSentence } from '../i18n/language';
import { useT } from '../i18n/use-t';
import { errorMessage, type Say } from '../lib/use-submit';
import { useZodForm } from '../lib/use-zod-form';
import './zod-form.css';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormOf<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** Starting values; '' stands for "nothing chosen yet" in selects of fixed choices. */
export type FormDefaults<S extends FormSchema> = { [K in keyof z.input<S>]?: z.input<S>[K] | '' };

/** Spread onto TextField/SelectField/TextAreaField: registers the field and shows its message. */
export function bind<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: Path<T>) {
  // Nested names (guardians.0.email) reach into the nested errors.
  const found = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], form.formState.errors);
  const error = (found as { message?: unknown } | undefined)?.message;
  // The shared schemas speak the server's English; the server's catalogue says it in the screens' language.
  return { ...form.register(name), error: typeof error === 'string' ? serverSentence(error) : undefined };
}

/** Checks a form adds to its schema's rules, each answering the text to show, or null. */
export interface FormChecks<S extends FormSchema> {
  /** The spec's "all fields are required" text: checked before the fields' own rules and shown alone. */
  missing?: (values: z.input<S>) => string | null;
  /** Shown beside the fields' own messages when the schema refuses the values. */
  invalid?: (errors: FieldErrors<z.input<S>>, values: z.input<S>) => string | null;
  /** A check of the valid values before they are sent (e.g. the password confirmation). */
  check?: (values: z.output<S>) => string | null;
}

/**
 * A form checked by a shared zod schema: fields laid out in the form grid, one submit button.
 * onSubmit gets the parsed (trimmed, coerced) values and the form, for reset or server errors.
 */
export function ZodForm<S extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  busy = false,
  busyLabel,
  checks = {},
  say = () => undefined,
  children,
  label,
}: {
  schema: S;
  defaultValues: FormDefaults<S>;
  onSubmit: (values: z.output<S>, form: FormOf<S>) => void;
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
  checks?: FormChecks<S>;
  /** Where the checks' texts are shown. */
  say?: Say;
  children: (form: FormOf<S>) => ReactNode;
  /** Accessible name of the form. */
  label?: string;
}) {
  const t = useT();
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
  return (
    <form noValidate aria-label={label} onSubmit={start}>
      <div className="form-grid">{children(form)}</div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? (busyLabel ?? t('common.saving')) : submitLabel}
        </button>
      </div>
    </form>
  );
}
