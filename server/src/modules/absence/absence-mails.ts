import { enqueueMail } from '../../mail/enqueue';
import type { AlertTarget } from './absence-alerts.repo';

// Plain words, in the order a parent reads them on a phone: who, which day, what to do.
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const classOf = (t: AlertTarget) => `class ${t.class}${t.section ? ` ${t.section}` : ''}`;

export const absenceMails = {
  notice: (t: AlertTarget, date: string, schoolName: string, delayMs: number) =>
    enqueueMail({
      kind: 'absence',
      to: t.email,
      delayMs,
      subject: `${schoolName}: ${t.student_name} was absent on ${longDate(date)}`,
      text:
        `Dear ${t.guardian_name},\n\n${t.student_name} (${classOf(t)}) was marked absent at school on ${longDate(date)}.\n\n` +
        'If you know why, please tell the class teacher. If the register was wrong, we will send you a correction.' +
        `\n\n-- \n${schoolName}`,
    }),

  correction: (t: AlertTarget, date: string, schoolName: string) =>
    enqueueMail({
      kind: 'absence-correction',
      to: t.email,
      subject: `${schoolName}: correction, ${t.student_name} was present on ${longDate(date)}`,
      text:
        `Dear ${t.guardian_name},\n\nWe told you earlier that ${t.student_name} (${classOf(t)}) was absent on ${longDate(date)}. ` +
        `That was a mistake in the register: ${t.student_name} was present. Sorry for the worry.\n\n-- \n${schoolName}`,
    }),
};
