import type { Section } from '@contracts/enums';
import type { ExamRecord } from '@contracts/exams';
import { marksRepo } from './marks.repo';

/**
 * The total a new record of each section starts from: that of the section's records of the exam,
 * else the exam's own (its subjects' maximum together). The total is the class's: a write that
 * sends none keeps it, and one that sends another needs the right to change every subject.
 */
export async function sectionTotals(
  exam: ExamRecord,
  sections: readonly Section[],
): Promise<(section: Section) => number> {
  const found = sections.length ? await marksRepo.sectionTotals(exam.id, sections) : new Map<Section, number>();
  return (section) => found.get(section) ?? exam.total_marks;
}

/** The total a write replaces when it sends another than the record's; undefined when it keeps it. */
export const replacedTotal = (sent: number | undefined, current: number): number | undefined =>
  sent === undefined || sent === current ? undefined : current;
