import type pg from 'pg';
import type { RegisterSave, Status } from './http';

interface Sent {
  statuses: Map<string, Status>;
  /** The HTTP status of its answer; null while none came (in flight, timed out, cut off). */
  answer: number | null;
}

export interface LedgerCheck {
  registers: number;
  rows: number;
  /** Registers whose rows are not exactly one whole save that may be the last one. */
  wrong: string[];
}

/**
 * Every register save sent, per class and date, in the order sent. Afterwards the database must
 * hold, for each class and date, exactly the last save that was answered 2xx, or a later one
 * whose answer never came (it may have committed); with none answered, possibly nothing. A
 * class and date holding a mix of two saves, or part of one, is wrong.
 */
export class RegisterLedger {
  private keys = new Map<string, { cls: number; date: string; sends: Sent[] }>();

  sent(save: RegisterSave): Sent {
    const key = `${save.class}|${save.attendance_date}`;
    const entry = this.keys.get(key) ?? { cls: save.class, date: save.attendance_date, sends: [] };
    this.keys.set(key, entry);
    const sent: Sent = { statuses: new Map(save.entries.map((e) => [e.student_id, e.status])), answer: null };
    entry.sends.push(sent);
    return sent;
  }

  get size(): number {
    return this.keys.size;
  }

  async check(pool: pg.Pool): Promise<LedgerCheck> {
    const dates = [...new Set([...this.keys.values()].map((k) => k.date))];
    const { rows } = await pool.query<{ class: number; date: string; student_id: string; status: Status }>(
      `SELECT class, to_char(attendance_date, 'YYYY-MM-DD') AS date, student_id, status FROM attendance WHERE attendance_date = ANY($1::date[])`,
      [dates],
    );
    const saved = new Map<string, Map<string, Status>>();
    for (const r of rows) {
      const key = `${r.class}|${r.date}`;
      if (!this.keys.has(key)) continue;
      saved.set(key, (saved.get(key) ?? new Map()).set(r.student_id, r.status));
    }
    const wrong: string[] = [];
    let checked = 0;
    for (const [key, { sends }] of this.keys) {
      const inDb = saved.get(key) ?? new Map<string, Status>();
      checked += inDb.size;
      const lastOk = sends.findLastIndex((s) => s.answer !== null && s.answer >= 200 && s.answer < 300);
      // The last save answered 2xx, and any later one with no answer (it may have committed).
      const tail = lastOk >= 0 ? sends.slice(lastOk) : sends;
      const candidates = tail.filter((s, i) => (lastOk >= 0 && i === 0) || s.answer === null);
      const matches = (s: Sent) =>
        s.statuses.size === inDb.size && [...s.statuses].every(([id, st]) => inDb.get(id) === st);
      if (!(candidates.some(matches) || (lastOk < 0 && inDb.size === 0))) wrong.push(key);
    }
    return { registers: this.keys.size, rows: checked, wrong };
  }
}
