import type { RegisterConflict } from '@contracts/attendance';
import type { GridConflict } from '@contracts/marks';
import type { TypedMark } from '@contracts/exam-subjects';
import { ApiError } from '../api-client';

/** A row of a 409: a register's (a status) or a marks grid's (one subject's mark). */
export type Conflict = RegisterConflict | GridConflict;
/** What the teacher keeps for a conflicting row: a status, or a typed mark. */
export type Chosen = Record<string, string | TypedMark>;

type Entry = { student_id: string; status?: string; was?: unknown; marks?: Record<string, unknown>; absent?: string[] };

/** A save kept on this device until the server has it. */
export interface KeptSave {
  id?: number;
  /** The Idempotency-Key it is sent with, the same every time. */
  key: string;
  path: string;
  body: { entries: Entry[] } & Record<string, unknown>;
  /** What the teacher saved, as the status list names it ("Register 4A, 2026-01-05"). */
  what: string;
  state: 'waiting' | 'conflict' | 'refused';
  reason?: string;
  conflicts?: Conflict[];
  /** Who kept it (their user_id), and when (ms): it is sent, shown and kept for them alone. */
  owner?: string;
  keptAt?: number;
}

/**
 * Whose saves a device holds for whom. A save is sent and shown only while the teacher who made
 * it is the one signed in here: a session that ended without a sign-out leaves the saves waiting
 * for that teacher, never sent under the next person's session. One whose teacher has not signed
 * in here for `keepMs` is forgotten. Saves kept before owners were noted count as the present user's.
 */
export function ownership(save: KeptSave, userId: string | undefined, now: number, keepMs: number) {
  const mine = save.owner === undefined || save.owner === userId;
  return { mine, stale: !mine && now - (save.keptAt ?? now) > keepMs };
}

export type Outcome = { state: 'sent' } | Pick<KeptSave, 'state' | 'reason' | 'conflicts'>;

/** A conflict's name among its save's: the student's row, and the subject for a grid's. */
export const conflictKey = (c: Conflict) => ('subject' in c ? `${c.student_id} ${c.subject}` : c.student_id);

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
      ? { state: 'conflict', reason: err.message, conflicts: conflicts as Conflict[] }
      : { state: 'waiting' };
  return { state: 'refused', reason: err.message };
}

// A grid row with one subject set to the chosen mark, sent from the server's value.
function withMark(e: Entry, c: GridConflict, chosen: TypedMark): Entry {
  const was = { ...(e.was as Record<string, TypedMark> | undefined), [c.subject]: c.theirs };
  const absent = (e.absent ?? []).filter((code) => code !== c.subject);
  return { ...e, marks: { ...e.marks, [c.subject]: chosen }, absent, was };
}

/**
 * The save again after the teacher chose per conflicting row (by conflictKey; a row not chosen
 * keeps the teacher's own value): sent from the server's values, so it now passes.
 */
export function resolved(save: KeptSave, chosen: Chosen): KeptSave['body'] {
  const pick = (c: Conflict) => (conflictKey(c) in chosen ? chosen[conflictKey(c)] : c.yours);
  return {
    ...save.body,
    entries: save.body.entries.map((e) =>
      (save.conflicts ?? [])
        .filter((c) => c.student_id === e.student_id)
        .reduce<Entry>(
          (row, c) =>
            'subject' in c
              ? withMark(row, c, pick(c) as TypedMark)
              : { ...row, status: (pick(c) as string | null) ?? row.status, was: c.theirs },
          e,
        ),
    ),
  };
}
