import { z } from 'zod';
import type { Section } from './enums';
import { wholeNumber } from './fields';
import { msg } from './i18n/packed-text';
import { setupPlaceFilter } from './school-fields';

// The pupils who are slipping (issue 35): attendance this term, a fall between the two latest
// exams, a failing subject in the last exam, work not handed in. The thresholds are the school's.

export const AT_RISK_KINDS = ['attendance', 'marks_fall', 'failing', 'missing_work'] as const;
export type AtRiskKind = (typeof AT_RISK_KINDS)[number];

/** GET /api/at-risk?class=&section= : a teacher's own sections, narrowed; the whole school for an admin. */
export const AtRiskQuery = z.object(setupPlaceFilter);
export type AtRiskQuery = z.output<typeof AtRiskQuery>;

/** One reason a pupil is listed. `detail` is a short sentence in the caller's language; the rest is the evidence. */
export interface AtRiskReason {
  kind: AtRiskKind;
  detail: string;
  /** attendance: the share of working days present, e.g. 72.5. marks_fall: the fall in points. */
  value?: number;
  /** attendance: 'serious' under the lower threshold (75 %), 'concern' under the higher (90 %). */
  level?: 'serious' | 'concern';
  /** marks_fall and failing: the exam the evidence is in. */
  exam_name?: string;
  /** failing: the subjects under the pass mark; missing_work: the titles not handed in. */
  items?: string[];
}

export interface AtRiskPupil {
  student_id: string;
  name: string;
  /** Classes 1-10 answer as the spec's number; any other class of the setup by its name ("LKG"). */
  class: number | string;
  section: Section | string;
  reasons: AtRiskReason[];
}

const percent = (label: 'label.attendanceSerious' | 'label.attendanceConcern' | 'label.marksFall') =>
  wholeNumber(label, 1, 100);

/** The school's thresholds, and whether consenting guardians hear weekly of a child newly listed. */
export const AtRiskSettingsInput = z
  .object({
    attendance_serious: percent('label.attendanceSerious'),
    attendance_concern: percent('label.attendanceConcern'),
    marks_fall: percent('label.marksFall'),
    missing_work: wholeNumber('label.missingWork', 1, 50),
    weekly_message: z.boolean({ error: msg('atRisk.weeklyMessageChoice') }),
  })
  .refine((s) => s.attendance_serious <= s.attendance_concern, {
    path: ['attendance_serious'],
    message: msg('atRisk.seriousAboveConcern'),
  });
export type AtRiskSettingsInput = z.output<typeof AtRiskSettingsInput>;
export type AtRiskSettings = AtRiskSettingsInput;

export const AT_RISK_DEFAULTS: AtRiskSettings = {
  attendance_serious: 75,
  attendance_concern: 90,
  marks_fall: 10,
  missing_work: 2,
  weekly_message: false,
};
