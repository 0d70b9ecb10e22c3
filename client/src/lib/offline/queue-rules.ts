import type { RegisterConflict } from '@contracts/attendance';
import { ApiError } from '../api-client';

/** A save kept on this device until the server has it. */
export interface KeptSave {
  id?: number;
  /** The Idempotency-Key it is sent with, the same every time. */
  key: string;
  path: string;
  body: { entries: { student_id: string; status?: string; was?: string | null }[] } & Record<string, unknown>;
  /** What the teacher saved, as the status list names it ("Register 4A, 2026-01-05"). */
  what: string;
  state: 'waiting' | 'conflict' | 'refused';
  reason?: string;
  conflicts?: RegisterConflict[];
}

export type Outcome = { state: 'sent' } | Pick<KeptSave, 'state' | 'reason' | 'conflicts'>;

/**
 * What a send's answer does to a kept save: no answer, a server in trouble, a lost session or a
 * repeat still in flight keep it waiting (sent again later, same key); rows changed meanwhile
 * wait for the teacher's choice; any other refusal is kept with its reason until the teacher
 * has read it. Nothing is dropped but what the server took.
 */
export function outcomeOf(err: unknown): Outcome {
  if (!err) return { state: 'sent' };
  if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || [401, 408, 429].includes(err.status))
    return { state: 'waiting' };
  const conflicts = err.body?.conflicts;
  if (err.status === 409)
    return Array.isArray(conflicts)
      ? { state: 'conflict', reason: err.message, conflicts: conflicts as RegisterConflict[] }
      : { state: 'waiting' };
  return { state: 'refused', reason: err.message };
}

/** The save again after the teacher chose per row: sent from the server's values, so it now passes. */
export function resolved(save: KeptSave, chosen: Record<string, string>): KeptSave['body'] {
  const theirs = new Map((save.conflicts ?? []).map((c) => [c.student_id, c.theirs]));
  return {
    ...save.body,
    entries: save.body.entries.map((e) =>
      theirs.has(e.student_id) ? { ...e, status: chosen[e.student_id] ?? e.status, was: theirs.get(e.student_id) } : e,
    ),
  };
}
