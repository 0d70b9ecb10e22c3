/**
 * What happened to a pupil or a payment, told to whoever the composition root (compose.ts)
 * subscribed: the fee ledger charges an admitted pupil without the students module knowing
 * fees exist. Listeners run in the caller's transaction, awaited in order, so the change and
 * what follows from it commit or vanish together.
 */
export interface SchoolEvents {
  /** A pupil was added to the roll (admission or import). */
  admitted: { student_id: string };
  /** A pupil left (withdrawn on that day) or came back (readmitted). */
  withdrawn: { student_id: string; withdrawn_on: string };
  readmitted: { student_id: string };
  /** A class was promoted at the end of `year_id`: each pupil's place for the next year. */
  promoted: {
    year_id: number;
    moves: { student_id: string; to_class: number; to_status: string; withdrawn_on: string | null }[];
    /** Pupils whose class of `year_id` itself changed (a record of the year kept from before, then moved). */
    year_changed: string[];
  };
  /** A promotion was undone: these pupils are back where the year left them. */
  promotionUndone: { year_id: number; student_ids: string[] };
  /** A spec payment (`fees` row) was recorded or changed. Deleting it removes its ledger entry by cascade. */
  paymentSaved: {
    fee_id: number;
    student_id: string;
    amount: string;
    payment_date: string;
    recorded_by: number | null;
  };
}

type Listener<K extends keyof SchoolEvents> = (payload: SchoolEvents[K]) => Promise<void>;
// Keyed by event; each list holds that event's listeners (the `on` signature keeps them apart).
const listeners = new Map<keyof SchoolEvents, Listener<never>[]>();

export const schoolEvents = {
  on<K extends keyof SchoolEvents>(event: K, listener: Listener<K>): void {
    listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener<never>]);
  },

  async emit<K extends keyof SchoolEvents>(event: K, payload: SchoolEvents[K]): Promise<void> {
    for (const l of (listeners.get(event) ?? []) as unknown as Listener<K>[]) await l(payload);
  },

  /** Forgets every listener (a composition that starts again). */
  clear(): void {
    listeners.clear();
  },
};
