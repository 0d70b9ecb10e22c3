import { type Due, type DuesState, duesState } from './dues-state';
import { type DueRow, type LedgerRow, ledgerRepo } from './ledger.repo';

export interface PupilDues {
  rows: DueRow[];
  dues: Due[];
  /** Payments less refunds. */
  credit: bigint;
  /** What the office put on chosen dues, by due. */
  chosen: Map<number, bigint>;
  state: DuesState;
}

/** Where each of these pupils stands today, read in three statements whatever their number. */
export async function pupilStates(studentIds: string[], today: string): Promise<Map<string, PupilDues>> {
  // One after another: inside a transaction the three share one connection.
  const rows = await ledgerRepo.dues(studentIds);
  const credits = await ledgerRepo.credits(studentIds);
  const chosen = await ledgerRepo.chosen(studentIds);
  const chosenByDue = new Map(chosen.map((c) => [c.due_id, BigInt(c.amount)]));
  const creditOf = new Map(credits.map((c) => [c.student_id, BigInt(c.credit)]));
  const byPupil = new Map<string, DueRow[]>(studentIds.map((id) => [id, []]));
  for (const r of rows) byPupil.get(r.student_id)?.push(r);
  const out = new Map<string, PupilDues>();
  for (const [id, own] of byPupil) {
    const dues = own.map((r) => ({ id: r.id, due_date: r.due_date, net: BigInt(r.net) }));
    const credit = creditOf.get(id) ?? 0n;
    out.set(id, { rows: own, dues, credit, chosen: chosenByDue, state: duesState(dues, credit, chosenByDue, today) });
  }
  return out;
}

export async function pupilState(studentId: string, today: string): Promise<PupilDues> {
  return (await pupilStates([studentId], today)).get(studentId)!;
}

const REDUCING = new Set(['concession', 'waiver', 'cancel', 'write_off']);

/** Where a pupil stands, worked out from their ledger as `ledgerRepo.entries` reads it (no further reads). */
export function stateOfLedger(entries: LedgerRow[], today: string): DuesState {
  const dues = new Map<number, Due>();
  const chosen = new Map<number, bigint>();
  let credit = 0n;
  for (const e of entries) {
    if (e.kind === 'charge' || e.kind === 'late_fee') {
      dues.set(e.id, { id: e.id, due_date: e.date, net: BigInt(e.amount) });
      if (e.chosen) chosen.set(e.id, BigInt(e.chosen));
    } else if (e.kind === 'payment' || e.kind === 'refund') credit -= BigInt(e.amount);
  }
  for (const e of entries) {
    const due = REDUCING.has(e.kind) && e.due_id !== null ? dues.get(e.due_id) : undefined;
    if (due) due.net += BigInt(e.amount);
  }
  return duesState([...dues.values()], credit, chosen, today);
}
