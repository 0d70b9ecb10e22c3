import type { AttendanceStatus } from '@contracts/attendance';
import type { Config } from '../../core/config';
import type { Outbox } from '../../mail/enqueue';
import { outboxRepo } from '../../mail/outbox.repo';
import { type AlertRow, type AlertTarget, absenceAlertsRepo } from './absence-alerts.repo';
import { absenceMails, type MailDates } from './absence-mails';
import { schoolName } from '../school/school-links';

export interface WrittenDay {
  student_id: string;
  attendance_date: string;
  status: AttendanceStatus;
}

/** What the notices say and how long they wait, and the outbox they are queued in. */
interface Sending {
  delayMs: number;
  /** Read when a notice is written, so a name saved on School Setup signs the next one. */
  schoolName: () => Promise<string>;
  dates: MailDates;
  outbox: Outbox;
}

const dayKey = (guardianId: number, studentId: string) => `${guardianId}/${studentId.toLowerCase()}`;

/** Whether a notice already tells this guardian the child was absent that day (queued or sent, not corrected). */
const stands = (a: AlertRow) => a.mail_state !== 'cancelled' && a.correction_id === null;

async function markedAbsent(s: Sending, date: string, targets: AlertTarget[], ofDay: AlertRow[]): Promise<void> {
  const existing = new Map(ofDay.map((a) => [dayKey(a.guardian_id, a.student_id), a]));
  const fresh = targets.filter((t) => {
    const alert = existing.get(dayKey(t.guardian_id, t.student_id));
    return !(alert && stands(alert));
  });
  if (!fresh.length) return;
  const school = await s.schoolName();
  for (const t of fresh) {
    const alert = existing.get(dayKey(t.guardian_id, t.student_id));
    const mailId = await absenceMails.notice(s.outbox, t, date, school, s.delayMs, s.dates);
    if (alert) await absenceAlertsRepo.renew(alert.id, mailId);
    else await absenceAlertsRepo.insert({ guardianId: t.guardian_id, studentId: t.student_id, date, mailId });
  }
}

const sameDay = (a: WrittenDay, b: WrittenDay) =>
  a.student_id.toLowerCase() === b.student_id.toLowerCase() && a.attendance_date === b.attendance_date;

async function withdrawUnsent(day: WrittenDay): Promise<void> {
  const standing = (await absenceAlertsRepo.ofDay([day.student_id], day.attendance_date)).filter(stands);
  if (standing.length) await outboxRepo.cancelUnsent(standing.map((a) => a.mail_id));
}

async function markedPresent(s: Sending, date: string, studentIds: string[], ofDay: AlertRow[]): Promise<void> {
  const present = new Set(studentIds.map((id) => id.toLowerCase()));
  const standing = ofDay.filter((a) => present.has(a.student_id.toLowerCase()) && stands(a));
  if (!standing.length) return;
  const withdrawn = new Set(await outboxRepo.cancelUnsent(standing.map((a) => a.mail_id)));
  const sent = standing.filter((a) => !withdrawn.has(a.mail_id));
  if (!sent.length) return;
  // Whoever got the notice hears the correction, even if they have since stopped agreeing to messages.
  const guardians = new Map(
    (await absenceAlertsRepo.guardiansOf([...new Set(sent.map((a) => a.student_id))], false)).map((t) => [
      dayKey(t.guardian_id, t.student_id),
      t,
    ]),
  );
  for (const a of sent) {
    const t = guardians.get(dayKey(a.guardian_id, a.student_id));
    if (t)
      await absenceAlertsRepo.setCorrection(
        a.id,
        await absenceMails.correction(s.outbox, t, date, await s.schoolName(), s.dates),
      );
  }
}

export interface AbsenceAlerts {
  afterWrite<R extends WrittenDay>(written: R | Promise<R>, before?: WrittenDay): Promise<R>;
  afterRemove<R extends WrittenDay>(removed: R | undefined): Promise<R | undefined>;
  onAttendanceWritten(days: WrittenDay[]): Promise<void>;
}

/** A guardian who no longer agrees to messages gets none of the notices still waiting. */
export async function absenceConsentWithdrawn(guardianId: number): Promise<void> {
  const unsent = await absenceAlertsRepo.unsentOf(guardianId);
  if (unsent.length) await outboxRepo.cancelUnsent(unsent);
}

/**
 * Called by the attendance service with the days it wrote, inside the same transaction, so a
 * notice exists exactly when the register that caused it was saved. Absent: each consenting
 * guardian gets one notice per child and day, held back for the configured delay. Present
 * again: a notice not yet sent is withdrawn; one already sent is followed by a correction.
 */
export function absenceAlerts(
  config: Pick<Config, 'absenceAlertDelayMs' | 'schoolName' | 'dateFormat' | 'digits'>,
  outbox: Outbox,
): AbsenceAlerts {
  const s: Sending = {
    delayMs: config.absenceAlertDelayMs,
    schoolName: () => schoolName(config),
    dates: { dateFormat: config.dateFormat, digits: config.digits },
    outbox,
  };
  const alerts: AbsenceAlerts = {
    /**
     * The one-record write paths: passes the written record through once its notices are written.
     * `before` is the record as it was: moved to another student or day, the old day's waiting
     * notices are withdrawn.
     */
    async afterWrite<R extends WrittenDay>(written: R | Promise<R>, before?: WrittenDay): Promise<R> {
      const record = await written;
      if (before && !sameDay(before, record)) await withdrawUnsent(before);
      await alerts.onAttendanceWritten([record]);
      return record;
    },

    /** A deleted record's waiting notices are withdrawn (nothing is said about a day no longer on record). */
    async afterRemove<R extends WrittenDay>(removed: R | undefined): Promise<R | undefined> {
      if (removed) await withdrawUnsent(removed);
      return removed;
    },

    async onAttendanceWritten(days: WrittenDay[]): Promise<void> {
      const byDate = new Map<string, WrittenDay[]>();
      for (const d of days) byDate.set(d.attendance_date, [...(byDate.get(d.attendance_date) ?? []), d]);
      for (const [date, written] of byDate) {
        const absent = written.filter((d) => d.status === 'Absent').map((d) => d.student_id);
        const present = written.filter((d) => d.status !== 'Absent').map((d) => d.student_id);
        // The guardians to tell and the day's notices of every child named, read (and the
        // notices locked) in one statement; only the notices of children that matter here are used.
        const { targets, ofDay: named } = await absenceAlertsRepo.targetsAndDay(absent, [...absent, ...present], date);
        const concerned = new Set([...targets.map((t) => t.student_id), ...present]);
        const ofDay = named.filter((a) => concerned.has(a.student_id));
        if (targets.length) await markedAbsent(s, date, targets, ofDay);
        if (present.length) await markedPresent(s, date, present, ofDay);
      }
    },
  };
  return alerts;
}
