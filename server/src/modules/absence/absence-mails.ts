import { formatDate } from '@contracts/i18n/format';
import { serverText } from '../../i18n/messages';
import { type Outbox, signature } from '../../mail/enqueue';
import type { AlertTarget } from './absence-alerts.repo';

export interface MailDates {
  dateFormat: string;
  digits: 'latin' | 'native';
}

// Plain words, in the order a parent reads them on a phone: who, which day, what to do. In the
// guardian's language; English keeps its weekday ("Tuesday, 7 April 2026"), the others the
// school's digits and the month's name.
const longDate = (iso: string, t: AlertTarget, f: MailDates) =>
  t.language === 'en'
    ? new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : formatDate(iso, { language: t.language, digits: f.digits, dateFormat: 'DD MMMM YYYY' });

const words = (t: AlertTarget, date: string, schoolName: string, f: MailDates) => ({
  school: schoolName,
  guardian: t.guardian_name,
  student: t.student_name,
  class: serverText(t.language, 'mail.class', { class: `${t.class}${t.section ? ` ${t.section}` : ''}` }),
  date: longDate(date, t, f),
});

export const absenceMails = {
  notice: (outbox: Outbox, t: AlertTarget, date: string, schoolName: string, delayMs: number, f: MailDates) =>
    outbox.enqueueFor(t, {
      kind: 'absence',
      delayMs,
      subject: serverText(t.language, 'mail.absence.subject', words(t, date, schoolName, f)),
      text: serverText(t.language, 'mail.absence.body', words(t, date, schoolName, f)) + signature(schoolName),
      sms: serverText(t.language, 'sms.absence', words(t, date, schoolName, f)),
    }),

  correction: (outbox: Outbox, t: AlertTarget, date: string, schoolName: string, f: MailDates) =>
    outbox.enqueueFor(t, {
      kind: 'absence-correction',
      subject: serverText(t.language, 'mail.absenceCorrection.subject', words(t, date, schoolName, f)),
      text:
        serverText(t.language, 'mail.absenceCorrection.body', words(t, date, schoolName, f)) + signature(schoolName),
      sms: serverText(t.language, 'sms.absenceCorrection', words(t, date, schoolName, f)),
    }),
};
