import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

/** A form checked by the same zod schema the server uses. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
  });
}

/** Puts the server's per-field messages (400 `fields`) onto the form's fields. */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, err: unknown): void {
  if (!(err instanceof ApiError)) return;
  for (const [name, message] of Object.entries(err.fields)) form.setError(name as Path<T>, { type: 'server', message });
}
