import type { AtRiskReason } from '@contracts/at-risk';
import { subjectNameIn } from '@contracts/exam-subjects';
import type { Language } from '@contracts/i18n/languages';
import { msg } from '@contracts/i18n/packed-text';
import { textIn } from '../../i18n/messages';
import type { AtRiskRow } from './at-risk.repo';

/**
 * A listed pupil's reasons, each with a short sentence in the reader's language and the evidence
 * the screen links to. `serious` and `concern` are the school's two attendance thresholds.
 */
export function reasonsOf(
  row: AtRiskRow,
  language: Language,
  thresholds: { serious: number; concern: number },
): AtRiskReason[] {
  const reasons: AtRiskReason[] = [];
  const say = (text: string) => textIn(language, text);
  if (row.attendance !== null) {
    const level = row.serious ? 'serious' : 'concern';
    const under = row.serious ? thresholds.serious : thresholds.concern;
    reasons.push({
      kind: 'attendance',
      level,
      value: row.attendance,
      detail: say(msg('atRisk.attendance', { percent: row.attendance, days: row.working_days ?? 0, threshold: under })),
    });
  }
  if (row.fall) {
    const points = Math.round((row.fall.before_percentage - row.fall.percentage) * 100) / 100;
    reasons.push({
      kind: 'marks_fall',
      value: points,
      exam_name: row.fall.exam_name,
      detail: say(
        msg('atRisk.marksFall', {
          points,
          before: row.fall.before_percentage,
          beforeExam: row.fall.before_name,
          after: row.fall.percentage,
          exam: row.fall.exam_name,
        }),
      ),
    });
  }
  if (row.failing) {
    const subjects = row.failing.subjects.map((s) => subjectNameIn(s, language));
    reasons.push({
      kind: 'failing',
      exam_name: row.failing.exam_name,
      items: subjects,
      detail: say(
        msg('atRisk.failing', {
          subjects: subjects.join(', '),
          exam: row.failing.exam_name,
          pass: row.failing.pass_mark,
        }),
      ),
    });
  }
  if (row.missing) {
    const titles = row.missing.map((m) => m.title);
    reasons.push({
      kind: 'missing_work',
      value: titles.length,
      items: titles,
      detail: say(msg('atRisk.missingWork', { count: titles.length, titles: titles.join(', ') })),
    });
  }
  return reasons;
}
