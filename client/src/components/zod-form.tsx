import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm } from '../lib/use-zod-form';

export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormOf<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/** Starting values; '' stands for "nothing chosen yet" in selects of fixed choices. */
export type FormDefaults<S extends FormSchema> = { [K in keyof z.input<S>]?: z.input<S>[K] | '' };

/** Spread onto TextField/SelectField/TextAreaField: registers the field and shows its message. */
export function bind<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: Path<T>) {
  const error = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
  return { ...form.register(name), error: typeof error === 'string' ? error : undefined };
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
  children,
  label,
}: {
  schema: S;
  defaultValues: FormDefaults<S>;
  onSubmit: (values: z.output<S>, form: FormOf<S>) => void;
  submitLabel: string;
  busy?: boolean;
  children: (form: FormOf<S>) => ReactNode;
  /** Accessible name of the form. */
  label?: string;
}) {
  const form = useZodForm(schema, defaultValues as DefaultValues<z.input<S>>);
  return (
    <form noValidate aria-label={label} onSubmit={form.handleSubmit((values) => onSubmit(values, form))}>
      <div className="form-grid">{children(form)}</div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
