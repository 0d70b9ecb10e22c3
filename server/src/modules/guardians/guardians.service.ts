import { type Guardian, type GuardianInput, MAX_GUARDIANS } from '@contracts/guardians';
import { AppError } from '../../http/errors';
import { absenceAlerts } from '../absence/absence-alerts';
import { assertEmailFree } from '../people/email-guard';
import { loginAccounts } from '../people/login-accounts';
import { peopleRepo } from '../people/people.repo';
import { type GuardianRow, guardiansRepo } from './guardians.repo';

export const CONTACT_OF_TWO = 'This email and this mobile number belong to two different guardians. Correct one of them.';
export const TOO_MANY_GUARDIANS = `A student can have at most ${MAX_GUARDIANS} guardians.`;

/** A guardian as a form or a spreadsheet row gives them; without `notify` a known guardian keeps their consent. */
export type GuardianContact = Omit<GuardianInput, 'notify'> & { notify?: boolean };

/**
 * The guardian entered on a student's form: the one already known by this email or mobile (a
 * brother's or sister's guardian), brought up to date, or a new one. Call inside the
 * transaction that writes the student.
 */
async function resolve(input: GuardianContact, index: number): Promise<GuardianRow> {
  await peopleRepo.lockEmail(input.email);
  const known = await guardiansRepo.findByContact(input.email, input.mobile);
  if (known.length > 1) throw new AppError(409, CONTACT_OF_TWO, { fields: { [`guardians.${index}.mobile`]: CONTACT_OF_TWO } });
  const existing = known[0];
  try {
    await assertEmailFree(input.email, existing ? { id: existing.guardian_id, kinds: ['guardian', 'account'] } : undefined);
  } catch (err) {
    if (err instanceof AppError) throw new AppError(409, err.message, { fields: { [`guardians.${index}.email`]: err.message } });
    throw err;
  }
  const contact = { name: input.name, email: input.email, mobile: input.mobile, notify: input.notify ?? existing?.notify ?? false };
  if (!existing) return guardiansRepo.insert(contact);
  // A brother's or sister's guardian entered again as they are: nothing to write.
  if (existing.name === contact.name && existing.email === contact.email && existing.mobile === contact.mobile && existing.notify === contact.notify) return existing;
  const updated = await guardiansRepo.update(existing.id, contact);
  if (existing.notify && !updated.notify) await absenceAlerts.consentWithdrawn(existing.id);
  // A parent who already has a login keeps the address their login knows in step.
  await loginAccounts.syncContact(updated.guardian_id, updated.email, updated.mobile);
  return updated;
}

export const guardiansService = {
  /** Makes the student's guardians exactly this list; siblings' guardians are linked, not copied. */
  async setForStudent(studentId: string, inputs: GuardianInput[]): Promise<void> {
    const links = [];
    for (const [i, input] of inputs.entries()) links.push({ id: (await resolve(input, i)).id, relation: input.relation });
    await guardiansRepo.replaceLinks(studentId, links);
  },

  /**
   * Adds one guardian to each of these students (a spreadsheet row names one; the others stay),
   * each distinct guardian found or created once, as the form does; an existing link takes the
   * relation given. An error names the first item it concerns as `at`.
   */
  async linkToStudents(items: { studentId: string; guardian: GuardianContact }[]): Promise<void> {
    const ids = new Map<string, number>();
    for (const [at, { guardian }] of items.entries()) {
      const key = guardian.email.toLowerCase();
      if (ids.has(key)) continue;
      try {
        ids.set(key, (await resolve(guardian, 0)).id);
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.status, err.message, { ...err.extra, at });
        throw err;
      }
    }
    const links = items.map((i) => ({ studentId: i.studentId, id: ids.get(i.guardian.email.toLowerCase())!, relation: i.guardian.relation }));
    const over = await guardiansRepo.addLinks(links, MAX_GUARDIANS);
    if (over) throw new AppError(409, TOO_MANY_GUARDIANS, { fields: { 'guardians.0.email': TOO_MANY_GUARDIANS }, at: links.findIndex((l) => l.studentId === over) });
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
