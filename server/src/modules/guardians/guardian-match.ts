import type { GuardianDifference, GuardianMatch, GuardianMatchChoice } from '@contracts/guardians';
import { msg, sentences } from '@contracts/i18n/packed-text';

/** A guardian as the school knows them. */
export interface KnownGuardian {
  id: number;
  guardian_id: string;
  name: string;
  email: string | null;
  mobile: string;
}

/** A guardian as a form or a row gives them. */
export interface GuardianEntry {
  name: string;
  /** Absent for a guardian known by a mobile alone. */
  email?: string | null;
  mobile: string;
  match?: GuardianMatchChoice;
}

export type ContactField = 'email' | 'mobile';

/**
 * What an entry is, measured against the known guardians sharing its email or mobile: a new
 * guardian, exactly a known one, a known one the admin chose to link, or one that needs the
 * admin's choice. A person's identity never changes as a side effect of any of these.
 */
export type Verdict<K extends KnownGuardian = KnownGuardian> =
  | { kind: 'none' }
  | { kind: 'two' }
  | { kind: 'same'; known: K }
  | { kind: 'link'; known: K }
  | { kind: 'differs'; known: K; by: ContactField; differences: GuardianDifference[] }
  | { kind: 'clash'; known: K; by: ContactField };

// Two blanks are the same (no email); a blank and an email differ.
const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** The known guardian's fields the entry gives otherwise (an email in other capitals is the same email). */
function differences(entry: GuardianEntry, known: KnownGuardian): GuardianDifference[] {
  const out: GuardianDifference[] = [];
  if (entry.name !== known.name) out.push('name');
  if (!sameEmail(entry.email, known.email)) out.push('email');
  if (entry.mobile !== known.mobile) out.push('mobile');
  return out;
}

/** The contact the entry shares with the known guardian: the email if it shares it, else the mobile. */
export const matchedBy = (entry: Pick<GuardianEntry, 'email'>, known: KnownGuardian): ContactField =>
  entry.email && sameEmail(entry.email, known.email) ? 'email' : 'mobile';

export function verdict<K extends KnownGuardian>(entry: GuardianEntry, known: K[]): Verdict<K> {
  const distinct = [...new Map(known.map((k) => [k.id, k])).values()];
  if (distinct.length > 1) return { kind: 'two' };
  const [k] = distinct;
  if (!k) return { kind: 'none' };
  // A new guardian is another person: they cannot share the known one's email or mobile.
  if (entry.match === 'new') return { kind: 'clash', known: k, by: matchedBy(entry, k) };
  const diff = differences(entry, k);
  if (!diff.length) return { kind: 'same', known: k };
  if (entry.match === 'link') return { kind: 'link', known: k };
  return { kind: 'differs', known: k, by: matchedBy(entry, k), differences: diff };
}

export const GUARDIAN_MATCHED = msg('guardian.matched');
export const CHOOSE_IN_COLUMN = msg('guardian.chooseInColumn');

/** Whose email or mobile this is. */
export const belongsTo = (by: ContactField, k: Pick<KnownGuardian, 'guardian_id' | 'name'>) =>
  msg(by === 'email' ? 'guardian.belongsEmail' : 'guardian.belongsMobile', { id: k.guardian_id, name: k.name });

/** What a choice of "new" still shares with the known guardian. */
export const newNeedsOwn = (by: ContactField, k: Pick<KnownGuardian, 'guardian_id' | 'name'>) =>
  msg(by === 'email' ? 'guardian.newNeedsEmail' : 'guardian.newNeedsMobile', { id: k.guardian_id, name: k.name });

const onRecord = (d: GuardianDifference, k: Pick<KnownGuardian, 'guardian_id' | 'name' | 'email' | 'mobile'>) => {
  if (d === 'name') return msg('guardian.nameOnRecord', { id: k.guardian_id, value: k.name });
  if (d === 'email') return msg('guardian.emailOnRecord', { id: k.guardian_id, value: k.email ?? '' });
  return msg('guardian.mobileOnRecord', { id: k.guardian_id, value: k.mobile });
};

/** The match as the 409 of a student's save lists it. */
export const matchOf = (index: number, v: Extract<Verdict, { kind: 'differs' }>): GuardianMatch => ({
  index,
  guardian_id: v.known.guardian_id,
  name: v.known.name,
  email: v.known.email,
  mobile: v.known.mobile,
  differences: v.differences,
});

/** The contact a match was made by: an entry that gives the known email otherwise matched by its mobile. */
export const matchField = (m: GuardianMatch): ContactField => (m.differences.includes('email') ? 'mobile' : 'email');

/** The form's field messages of one match: the contact it matched by first, then each difference. */
export function matchFields(m: GuardianMatch): Record<string, string> {
  const by = matchField(m);
  const fields: Record<string, string> = { [`guardians.${m.index}.${by}`]: belongsTo(by, m) };
  for (const d of m.differences) fields[`guardians.${m.index}.${d}`] = onRecord(d, m);
  return fields;
}

/** A spreadsheet row's problem for the same match: one message naming the guardian and the differences. */
export const rowMatchMessage = (m: GuardianMatch) => sentences([...Object.values(matchFields(m)), CHOOSE_IN_COLUMN]);
