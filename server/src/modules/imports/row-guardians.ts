import type { Guardian } from '@contracts/guardians';
import type { ImportProblem, StudentImportRow } from '@contracts/imports';
import { msg } from '@contracts/i18n/packed-text';
import { matchOf, newNeedsOwn, rowMatchMessage, verdict } from '../guardians/guardian-match';
import { CONTACT_OF_TWO, type GuardianContact } from '../guardians/guardians.service';
import { EMAIL_IN_USE } from '../people/email-guard';
import type { ParsedRow } from './parsed-row';
import { importsRepo } from './imports.repo';

// A row names a guardian by their mobile, with their email when they have one (most parents in
// Odisha have none they read: their messages go by SMS).
const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

/** The guardian a students row names, or null: named by the relation unless guardian_name says otherwise. */
export function guardianOf(values: Record<string, unknown>): GuardianContact | null {
  const row = values as Partial<StudentImportRow>;
  if (!row.guardian_mobile) return null;
  const relation = row.guardian_relation ?? 'father';
  const name = row.guardian_name ?? (relation === 'mother' ? row.mother_name : row.father_name) ?? '';
  return { name, relation, email: row.guardian_email, mobile: row.guardian_mobile, match: row.guardian_match };
}

/** Whether the student already has this guardian, exactly as the row gives them. */
export function alreadyLinked(guardians: Guardian[] | undefined, g: GuardianContact): boolean {
  return (guardians ?? []).some(
    (k) => lower(k.email) === lower(g.email) && k.mobile === g.mobile && k.name === g.name && k.relation === g.relation,
  );
}

/**
 * What the live run's guardian writes would refuse, found before anything is written so the dry
 * run reports it by row: one guardian given two ways in the file (brothers and sisters share
 * theirs, so their rows must agree; a mobile given once with an email and once without is two
 * ways), an email and mobile of two known guardians, a known guardian's email or mobile with other details and no guardian_match choice (a row never
 * changes who a guardian is), an email that belongs to a teacher, student or admin. Answers the
 * rows without such a problem.
 */
export async function checkRowGuardians(rows: ParsedRow[], errors: ImportProblem[]): Promise<ParsedRow[]> {
  const named = rows
    .map((r) => ({ r, g: guardianOf(r.values) }))
    .filter((x): x is { r: ParsedRow; g: GuardianContact } => x.g !== null);
  if (!named.length) return rows;
  const bad = new Set<ParsedRow>();
  const refuse = (r: ParsedRow, field: string, message: string) => {
    errors.push({ row: r.row, field, message });
    bad.add(r);
  };

  const firstByEmail = new Map<string, { r: ParsedRow; g: GuardianContact }>();
  const firstByMobile = new Map<string, { r: ParsedRow; g: GuardianContact }>();
  for (const x of named) {
    const byEmail = x.g.email ? firstByEmail.get(lower(x.g.email)) : undefined;
    const byMobile = firstByMobile.get(x.g.mobile);
    const first = byEmail ?? byMobile;
    if (byEmail && byEmail.g.mobile !== x.g.mobile)
      refuse(
        x.r,
        'guardian_mobile',
        msg('import.guardianOtherMobile', { row: byEmail.r.row, mobile: byEmail.g.mobile }),
      );
    else if (byMobile && lower(byMobile.g.email) !== lower(x.g.email))
      refuse(
        x.r,
        'guardian_email',
        msg('import.guardianOtherEmail', { row: byMobile.r.row, email: byMobile.g.email ?? 'none' }),
      );
    else if (first && first.g.name !== x.g.name)
      refuse(x.r, 'guardian_name', msg('import.guardianOtherName', { row: first.r.row, name: first.g.name }));
    if (x.g.email && !byEmail) firstByEmail.set(lower(x.g.email), x);
    if (!byMobile) firstByMobile.set(x.g.mobile, x);
  }

  const emails = [...firstByEmail.keys()];
  const known = await importsRepo.guardiansByContact(emails, [...firstByMobile.keys()]);
  const holders = await importsRepo.emailHolders(emails);
  const studentEmails = new Set(rows.map((r) => lower(String(r.values.email ?? ''))));
  for (const { r, g } of named) {
    if (bad.has(r)) continue;
    const matched = known.filter((k) => (g.email && lower(k.email) === lower(g.email)) || k.mobile === g.mobile);
    const v = verdict(g, matched);
    if (v.kind === 'two') refuse(r, 'guardian_mobile', CONTACT_OF_TWO);
    else if (v.kind === 'differs') refuse(r, `guardian_${v.by}`, rowMatchMessage(matchOf(0, v)));
    else if (v.kind === 'clash') refuse(r, `guardian_${v.by}`, newNeedsOwn(v.by, v.known));
    // Linked as they are: the row's own email is not written, so not checked.
    if (bad.has(r) || v.kind === 'link' || !g.email) continue;
    const self = v.kind === 'same' ? v.known.guardian_id.toLowerCase() : undefined;
    const email = lower(g.email);
    const others = holders.filter(
      (h) =>
        h.email === email && !(self && (h.kind === 'guardian' || h.kind === 'account') && h.id.toLowerCase() === self),
    );
    if (others.length || studentEmails.has(email)) refuse(r, 'guardian_email', EMAIL_IN_USE);
  }
  return rows.filter((r) => !bad.has(r));
}
