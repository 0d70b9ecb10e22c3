import { z } from 'zod';

/** The confirmation typed beside a new password: checked here, never sent. */
export const confirmation = { confirm: z.string() };

/** 'Passwords do not match!' while they differ, checked before the fields' own rules. */
export const passwordsDiffer = (text: string) => (v: { password?: unknown; confirm?: unknown }) =>
  v.password !== v.confirm ? text : null;
