import { formatDate, formatMoney } from '@contracts/i18n/format';
import type { Config } from '../../core/config';
import { transaction } from '../../db/pool';
import { serverText } from '../../i18n/messages';
import { type Outbox, signature } from '../../mail/enqueue';
import { absenceAlertsRepo } from '../absence/absence-alerts.repo';
import { calendar } from '../../lib/calendar';
import { ledgerService } from './ledger.service';
import { toDecimal } from './money';
import { remindersRepo } from './reminders.repo';

type Formats = Pick<Config, 'schoolName' | 'dateFormat' | 'digits'>;

export const feeReminders = {
  /**
   * One message per consenting guardian of each pupil of the class with dues past their date,
   * naming the child, the amount overdue and the date it was due, in the guardian's language.
   * The same dues are never reminded twice to a guardian on one day.
   */
  send: (place: { class: number; section?: string }, f: Formats, outbox: Outbox) =>
    transaction(async () => {
      const today = calendar.today();
      const owing = await ledgerService.owing(place);
      const targets = await absenceAlertsRepo.guardiansOf(owing.map((d) => d.student_id));
      let queued = 0;
      for (const t of targets) {
        const d = owing.find((o) => o.student_id === t.student_id)!;
        const dueDate = d.state.oldest_overdue!;
        const reminder = {
          guardian_id: t.guardian_id,
          student_id: t.student_id,
          sent_on: today,
          amount: d.state.overdue,
          due_date: dueDate,
        };
        if (!(await remindersRepo.claim(reminder))) continue;
        const words = {
          school: f.schoolName,
          guardian: t.guardian_name,
          student: t.student_name,
          amount: formatMoney(toDecimal(d.state.overdue), { language: t.language, digits: f.digits }),
          date: formatDate(dueDate, { language: t.language, digits: f.digits, dateFormat: f.dateFormat }),
        };
        // A guardian with a mobile and no email gets it by SMS, as absence notices go.
        const mailId = await outbox.enqueueFor(t, {
          kind: 'fee-reminder',
          subject: serverText(t.language, 'mail.feeReminder.subject', words),
          text: serverText(t.language, 'mail.feeReminder.body', words) + signature(f.schoolName),
          sms: serverText(t.language, 'sms.feeReminder', words),
        });
        await remindersRepo.attachMail(reminder, mailId);
        queued += 1;
      }
      return { queued, pupils: owing.length };
    }),
};
