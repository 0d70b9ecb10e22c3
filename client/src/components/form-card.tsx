import { type ReactNode, useId, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { type FailureText, type Outcome, type Say, useSubmit } from '../lib/use-submit';
import { Alert, type AlertMessage } from './alert';
import { type FormChecks, type FormDefaults, type FormOf, type FormSchema, ZodForm } from './zod-form';

/** What the fields get beside the form: where to show a message of their own (a lookup's). */
export interface FieldsContext {
  say: Say;
}

/** An add form: its fields, the checks beside the schema's rules, what it sends and the texts of the outcome. */
export interface AddForm<S extends FormSchema, R extends Outcome> extends FormChecks<S> {
  title: string;
  schema: S;
  defaults: FormDefaults<S>;
  fields: (form: FormOf<S>, ctx: FieldsContext) => ReactNode;
  submitLabel: string;
  /** The button's text while sending; default 'Saving…'. */
  busyLabel?: string;
  submit: (values: z.output<S>) => Promise<R>;
  /** Success text (or a whole alert); default: the server's message. */
  success?: (res: R) => string | AlertMessage;
  failure: FailureText;
  /**
   * Where a new record shows in the list: the list is sorted by `sort`, newest first, and the
   * row whose key `key` answers is marked, so it is not left on a later page.
   */
  newest?: { sort: string; key: (res: R) => string | number | undefined };
}

/**
 * An add form in its card. The outcome is shown in the card, or through `say` where the screen
 * shows it; after a save the form starts again from its defaults, or as `after` sets it.
 */
export function FormCard<S extends FormSchema, R extends Outcome>({
  form: spec,
  refresh,
  say,
  after,
  onAdded,
}: {
  form: AddForm<S, R>;
  /** The query key of the lists to refetch after a save. */
  refresh: string;
  say?: Say;
  after?: (form: FormOf<S>, values: z.output<S>) => void;
  onAdded?: (res: R) => void;
}) {
  const titleId = useId();
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const show = say ?? setMessage;
  const add = useSubmit({ send: spec.submit, failure: spec.failure, success: spec.success, refresh, say: show });
  const done = (form: FormOf<S>, values: z.output<S>, res: R) => {
    if (after) after(form, values);
    else form.reset(spec.defaults as DefaultValues<z.input<S>>);
    onAdded?.(res);
  };
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{spec.title}</h2>
      {!say && <Alert message={message} onClose={() => setMessage(null)} />}
      <ZodForm<S>
        schema={spec.schema}
        defaultValues={spec.defaults}
        onSubmit={(values, form) => add.submit(values, form, (res) => done(form, values, res))}
        submitLabel={spec.submitLabel}
        busy={add.busy}
        busyLabel={spec.busyLabel}
        label={spec.title}
        checks={spec}
        say={show}
      >
        {(form) => spec.fields(form, { say: show })}
      </ZodForm>
    </section>
  );
}
