import { AppError } from '../../core/errors';
import { msg } from '@contracts/i18n/packed-text';
import { type ConcessionRow, feeRulesRepo } from './fee-rules.repo';
import { type DueRow, ledgerRepo, type NewEntry } from './ledger.repo';
import { percentOf, splitInProportion } from './money';
import { structuresRepo } from './structures.repo';

export interface Grant {
  student_id: string;
  year_id: number;
  head: string;
  percent?: string;
  amount?: bigint;
  reason: string;
  granted_by: number | null;
  is_sibling_rule?: boolean;
}

/** A pupil's charges of a head in a year that still stand (not cancelled, something left of them). */
export async function liveCharges(studentId: string, yearId: number, headId?: number): Promise<DueRow[]> {
  return (await ledgerRepo.dues([studentId])).filter(
    (d) =>
      d.kind === 'charge' && d.year_id === yearId && !d.cancelled && (headId === undefined || d.head_id === headId),
  );
}

/** The entries a percentage concession makes on charges: each charge's share, rounded to the paisa. */
export function percentEntries(
  concession: { id: number; percent: string; reason: string; granted_by: number | null },
  charges: DueRow[],
  date: string,
): NewEntry[] {
  return charges.flatMap((c) => {
    const off = percentOf(BigInt(c.amount), concession.percent);
    const capped = off > BigInt(c.net) ? BigInt(c.net) : off;
    return capped > 0n ? [concessionEntry(c, -capped, concession, date)] : [];
  });
}

const concessionEntry = (
  c: DueRow,
  amount: bigint,
  concession: { id: number; reason: string; granted_by: number | null },
  date: string,
): NewEntry => ({
  student_id: c.student_id,
  year_id: c.year_id,
  entry_date: date,
  kind: 'concession',
  head_id: c.head_id,
  due_id: c.id,
  concession_id: concession.id,
  amount,
  reason: concession.reason,
  recorded_by: concession.granted_by,
});

/**
 * Grants a concession and takes it off the pupil's charges of that head at once: a percentage
 * off each charge (and off those posted later), an amount spread over them in proportion.
 */
export async function grantConcession(g: Grant, today: string): Promise<ConcessionRow | undefined> {
  const headId = await structuresRepo.headId(g.head);
  const charges = await liveCharges(g.student_id, g.year_id, headId);
  const left = charges.reduce((s, c) => s + BigInt(c.net), 0n);
  if (g.amount !== undefined && g.amount > left) {
    throw new AppError(400, msg('feeLedger.concessionTooLarge', { head: g.head }), {
      fields: { amount: msg('feeLedger.concessionTooLarge', { head: g.head }) },
    });
  }
  const row = await feeRulesRepo.insertConcession({
    student_id: g.student_id,
    year_id: g.year_id,
    head_id: headId,
    percent: g.percent ?? null,
    amount: g.amount ?? null,
    reason: g.reason,
    is_sibling_rule: g.is_sibling_rule ?? false,
    granted_by: g.granted_by,
  });
  if (!row) return undefined;
  if (g.percent !== undefined)
    await ledgerRepo.insert(
      percentEntries({ id: row.id, percent: g.percent, reason: g.reason, granted_by: g.granted_by }, charges, today),
    );
  else {
    const shares = splitInProportion(
      g.amount!,
      charges.map((c) => BigInt(c.net)),
    );
    await ledgerRepo.insert(
      charges.flatMap((c, i) =>
        shares[i] > 0n
          ? [concessionEntry(c, -shares[i], { id: row.id, reason: g.reason, granted_by: g.granted_by }, today)]
          : [],
      ),
    );
  }
  return row;
}
