import { type Guardian, type GuardianInput, type GuardianMatch, MAX_GUARDIANS } from '@contracts/guardians';
import { AppError } from '../../core/errors';
import { absenceConsentWithdrawn } from '../absence/absence-alerts';
import { assertEmailFree } from '../people/email-guard';
import type { LoginContacts } from '../account/login-accounts';
import { peopleRepo } from '../people/people.repo';
import {
  belongsTo,
  GUARDIAN_MATCHED,
  matchedBy,
  matchField,
  matchFields,
  matchOf,
  newNeedsOwn,
  rowMatchMessage,
  verdict,
} from './guardian-match';
import { type GuardianDetails, type GuardianRow, guardiansRepo } from './guardians.repo';
import { msg } from '@contracts/i18n/packed-text';

export const CONTACT_OF_TWO = msg('guardian.contactOfTwo');
export const TOO_MANY_GUARDIANS = msg('guardian.tooMany', { max: MAX_GUARDIANS });
export const NOT_THIS_STUDENTS = (id: string) => msg('guardian.notThisStudents', { id });

/** A guardian as a form or a spreadsheet row gives them; without `notify` a known guardian keeps their consent. */
export type GuardianContact = Omit<GuardianInput, 'notify'> & { notify?: boolean };

/** What saving one entry does: add a guardian, keep a known one (its consent as given), or correct one on purpose. */
type Step =
  | { kind: 'insert'; contact: GuardianDetails }
  | { kind: 'keep'; row: GuardianRow; notify?: boolean }
  | { kind: 'edit'; row: GuardianRow; contact: GuardianDetails };

// One guardian of a spreadsheet's rows: by the email, or the mobile of one known by it alone.
const contactKey = (g: GuardianContact) => (g.email ? `e:${g.email.toLowerCase()}` : `m:${g.mobile}`);

const refuse = (index: number, field: string, message: string) =>
  new AppError(409, message, { fields: { [`guardians.${index}.${field}`]: message } });

async function emailFree(
  email: string | null | undefined,
  self: GuardianRow | undefined,
  index: number,
): Promise<void> {
  if (!email) return;
  try {
    await assertEmailFree(email, self ? { id: self.guardian_id, kinds: ['guardian', 'account'] } : undefined);
  } catch (err) {
    if (err instanceof AppError) throw refuse(index, 'email', err.message);
    throw err;
  }
}

/**
 * An entry naming one of the student's guardians by ID is a deliberate correction of that
 * guardian; it may not take another known guardian's email or mobile.
 */
async function decideEdit(
  input: GuardianContact & { guardian_id: string },
  index: number,
  linked: Set<string>,
): Promise<Step> {
  const row = await guardiansRepo.findByGuardianId(input.guardian_id);
  if (!row || !linked.has(row.guardian_id.toLowerCase()))
    throw refuse(index, 'guardian_id', NOT_THIS_STUDENTS(input.guardian_id));
  const other = (await guardiansRepo.findByContact(input.email, input.mobile)).find((k) => k.id !== row.id);
  if (other) {
    const by = matchedBy(input, other);
    throw refuse(index, by, belongsTo(by, other));
  }
  await emailFree(input.email, row, index);
  return {
    kind: 'edit',
    row,
    contact: { name: input.name, email: input.email ?? null, mobile: input.mobile, notify: input.notify ?? row.notify },
  };
}

/**
 * What one entry is, before anything is written: a match that needs the admin's choice is
 * answered, not thrown, so a form hears of every such entry at once. Call inside the
 * transaction that writes the student; `linked` are the student's guardians' IDs (lowercased).
 */
async function decide(input: GuardianContact, index: number, linked: Set<string>): Promise<Step | GuardianMatch> {
  if (input.email) await peopleRepo.lockEmail(input.email);
  if (input.guardian_id) return decideEdit({ ...input, guardian_id: input.guardian_id }, index, linked);
  const v = verdict(input, await guardiansRepo.findByContact(input.email, input.mobile));
  switch (v.kind) {
    case 'two':
      throw refuse(index, 'mobile', CONTACT_OF_TWO);
    case 'clash':
      throw refuse(index, v.by, newNeedsOwn(v.by, v.known));
    case 'differs':
      return matchOf(index, v);
    case 'link':
      return { kind: 'keep', row: v.known };
    case 'same':
      await emailFree(input.email, v.known, index);
      return { kind: 'keep', row: v.known, notify: input.notify };
    case 'none':
      await emailFree(input.email, undefined, index);
      return {
        kind: 'insert',
        contact: { name: input.name, email: input.email ?? null, mobile: input.mobile, notify: input.notify ?? false },
      };
  }
}

async function apply(step: Step, contacts: LoginContacts): Promise<GuardianRow> {
  if (step.kind === 'insert') return guardiansRepo.insert(step.contact);
  const { row } = step;
  const contact = step.kind === 'edit' ? step.contact : { ...row, notify: step.notify ?? row.notify };
  // A brother's or sister's guardian entered again as they are: nothing to write.
  if (
    row.name === contact.name &&
    row.email === contact.email &&
    row.mobile === contact.mobile &&
    row.notify === contact.notify
  )
    return row;
  const updated = await guardiansRepo.update(row.id, contact);
  if (row.notify && !updated.notify) await absenceConsentWithdrawn(row.id);
  // Only a deliberate correction reaches here with another email or mobile; a login follows it.
  await contacts.syncContact(updated.guardian_id, row, updated);
  return updated;
}

const isMatch = (x: Step | GuardianMatch): x is GuardianMatch => 'differences' in x;

export const guardiansService = {
  /** Makes the student's guardians exactly this list; siblings' guardians are linked, not copied. */
  async setForStudent(studentId: string, inputs: GuardianInput[], contacts: LoginContacts): Promise<void> {
    const linked = new Set((await guardiansRepo.ofStudents([studentId])).map((g) => g.guardian_id.toLowerCase()));
    const decided = [];
    for (const [i, input] of inputs.entries()) decided.push(await decide(input, i, linked));
    const matches = decided.filter(isMatch);
    if (matches.length)
      throw new AppError(409, GUARDIAN_MATCHED, { fields: Object.assign({}, ...matches.map(matchFields)), matches });
    const links = [];
    for (const [i, step] of (decided as Step[]).entries())
      links.push({ id: (await apply(step, contacts)).id, relation: inputs[i].relation });
    await guardiansRepo.replaceLinks(studentId, links);
  },

  /**
   * Adds one guardian to each of these students (a spreadsheet row names one; the others stay),
   * each distinct guardian found or created once, as the form does; an existing link takes the
   * relation given. An error names the first item it concerns as `at`.
   */
  async linkToStudents(
    items: { studentId: string; guardian: GuardianContact }[],
    contacts: LoginContacts,
  ): Promise<void> {
    const ids = new Map<string, number>();
    for (const [at, { guardian }] of items.entries()) {
      const key = contactKey(guardian);
      if (ids.has(key)) continue;
      try {
        // A row names no guardian by ID: rows only link guardians, never correct them.
        const step = await decide({ ...guardian, guardian_id: undefined }, 0, new Set());
        if (isMatch(step)) throw refuse(0, matchField(step), rowMatchMessage(step));
        ids.set(key, (await apply(step, contacts)).id);
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.status, err.message, { ...err.extra, at });
        throw err;
      }
    }
    const links = items.map((i) => ({
      studentId: i.studentId,
      id: ids.get(contactKey(i.guardian))!,
      relation: i.guardian.relation,
    }));
    const over = await guardiansRepo.addLinks(links, MAX_GUARDIANS);
    if (over)
      throw new AppError(409, TOO_MANY_GUARDIANS, {
        fields: { 'guardians.0.email': TOO_MANY_GUARDIANS },
        at: links.findIndex((l) => l.studentId === over),
      });
  },

  /** Each student with their guardians, for the admin's list and edit form. */
  async attachTo<S extends { student_id: string }>(students: S[]): Promise<(S & { guardians: Guardian[] })[]> {
    const rows = await guardiansRepo.ofStudents(students.map((s) => s.student_id));
    const byStudent = new Map<string, Guardian[]>();
    for (const { student_id, ...g } of rows) byStudent.set(student_id, [...(byStudent.get(student_id) ?? []), g]);
    return students.map((s) => ({ ...s, guardians: byStudent.get(s.student_id) ?? [] }));
  },

  children: (guardianId: string) => guardiansRepo.childrenOf(guardianId),
};
