import type { Config } from '../../core/config';
import { transaction } from '../../db/pool';
import { serverText } from '../../i18n/messages';
import { log } from '../../lib/log';
import { type Outbox, signature } from '../../mail/enqueue';
import { absenceAlertsRepo, type AlertTarget } from '../absence/absence-alerts.repo';
import { calendar } from '../../lib/calendar';
import { atRiskRepo, type AtRiskRow } from './at-risk.repo';
import { reasonsOf } from './at-risk-reasons';
import { atRiskSettingsRepo } from './at-risk-settings.repo';
import { atRiskWeeklyRepo } from './at-risk-weekly.repo';
import { schoolName as savedSchoolName } from '../school/school-links';

/** The Monday of the ISO week holding `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

export interface WeeklyRun {
  week_start: string;
  /** False when the school has the message off, or this week's run was done already. */
  ran: boolean;
  listed: number;
  messages: number;
}

function message(schoolName: string, t: AlertTarget, row: AtRiskRow, thresholds: { serious: number; concern: number }) {
  const reasons = reasonsOf(row, t.language, thresholds).map((r) => r.detail);
  const words = {
    school: schoolName,
    guardian: t.guardian_name,
    student: t.student_name,
    class: serverText(t.language, 'mail.class', { class: `${t.class} ${t.section}` }),
    reasons: reasons.map((r) => `- ${r}`).join('\n'),
  };
  return {
    reasons,
    mail: {
      kind: 'at-risk',
      subject: serverText(t.language, 'mail.atRisk.subject', words),
      text: serverText(t.language, 'mail.atRisk.body', words) + signature(schoolName),
      // A guardian with a mobile and no email hears of it by SMS: the reasons stay with the class teacher.
      sms: serverText(t.language, 'sms.atRisk', { ...words, count: reasons.length }),
    },
  };
}

/** The weekly message, built by compose.ts from the settings; routes run it on demand, main.ts every hour. */
export interface AtRiskWeekly {
  run(today?: string): Promise<WeeklyRun>;
  /** Looks every hour whether this week's run is due (it is done once a week, whichever process comes first). */
  start(everyMs?: number): { stop(): void };
}

export function atRiskWeekly(config: Pick<Config, 'schoolName'>, outbox: Outbox): AtRiskWeekly {
  const run = async (today = calendar.today()) => runWeek(await savedSchoolName(config), outbox, today);
  const start = (everyMs = 3_600_000) => {
    const tick = () =>
      void run().catch((err: Error) => log.error('at-risk weekly message: could not run', { message: err.message }));
    const timer = setInterval(tick, everyMs);
    timer.unref();
    setTimeout(tick, 60_000).unref();
    return { stop: () => clearInterval(timer) };
  };
  return { run, start };
}

/**
 * Once a week, when the school has it on: each guardian who agreed to messages hears of a child
 * who is on the at-risk list and was not on the previous week's. The week's run, its list and
 * every message are written in one transaction with the outbox rows, so a message goes once.
 */
async function runWeek(schoolName: string, outbox: Outbox, today: string): Promise<WeeklyRun> {
  const week = mondayOf(today);
  return transaction(async () => {
    const settings = await atRiskSettingsRepo.get();
    if (!settings.weekly_message || !(await atRiskWeeklyRepo.claimWeek(week)))
      return { week_start: week, ran: false, listed: 0, messages: 0 };
    const rows = await atRiskRepo.list(today, 'all');
    const newly = await atRiskWeeklyRepo.listNewly(
      week,
      rows.map((r) => r.student_id),
    );
    const byId = new Map(rows.map((r) => [r.student_id, r]));
    const targets = newly.length ? await absenceAlertsRepo.guardiansOf(newly) : [];
    const thresholds = { serious: settings.attendance_serious, concern: settings.attendance_concern };
    for (const t of targets) {
      const { reasons, mail } = message(schoolName, t, byId.get(t.student_id)!, thresholds);
      const mailId = await outbox.enqueueFor(t, mail);
      await atRiskWeeklyRepo.recordMessage({
        weekStart: week,
        guardianId: t.guardian_id,
        studentId: t.student_id,
        mailId,
        reasons,
      });
    }
    return { week_start: week, ran: true, listed: rows.length, messages: targets.length };
  });
}
