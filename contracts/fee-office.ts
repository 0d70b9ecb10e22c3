import type { AGEING } from './fee-ledger';

// What the office's screens read from the fee ledger's routes (issue 34), typed once for both sides.

/** GET /api/admin/fees/summary: the admin dashboard's fee figures. */
export interface FeeOfficeSummary {
  collected_today: string;
  collected_this_month: string;
  /** Still owed of the dues falling in the next seven days. */
  due_next_week: string;
  by_class: { class: number; balance: string; overdue: string }[];
}

/** GET /api/admin/fees/ageing: pupils and money overdue by how long it has been owed. */
export type FeeAgeing = Record<(typeof AGEING)[number], { pupils: number; overdue: string }>;

/** POST /api/admin/fees/reminders: how many messages were queued, for how many pupils owing. */
export interface RemindersSent {
  message: string;
  queued: number;
  pupils: number;
}
