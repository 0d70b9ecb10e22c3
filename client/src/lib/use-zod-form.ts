import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

type Schema = z.ZodType<FieldValues, FieldValues>;

/** A schema, or where to load it from: the sign-in page's first paint carries no zod. */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

/** The zod resolver of a schema that arrives later: loaded on the first check, then kept. */
function lazyResolver<S extends Schema>(load: () => Promise<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  return async (values, context, options) => {
    ready ??= load().then((schema) => zodResolver(schema as never) as never);
    return (await ready)(values, context, options);
  };
}

/** A form checked by the same zod schema the server uses. */
export function useZodForm<S extends Schema>(schema: SchemaSource<S>, defaultValues: DefaultValues<z.input<S>>) {
  // Made once: a lazy resolver keeps its loaded schema across renders.
  const [lazy] = useState(() => (typeof schema === 'function' ? lazyResolver(schema) : undefined));
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: lazy ?? (zodResolver(schema as never) as never),
    defaultValues,
    mode: 'onSubmit',
  });
}

/** Puts the server's per-field messages (400 `fields`) onto the form's fields. */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  err: unknown,
): void {
  if (!(err instanceof ApiError)) return;
  for (const [name, message] of Object.entries(err.fields)) form.setError(name as Path<T>, { type: 'server', message });
}
