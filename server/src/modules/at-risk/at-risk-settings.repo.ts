import type { AtRiskSettings } from '@contracts/at-risk';
import { queryOne } from '../../db/pool';

const COLUMNS = 'attendance_serious, attendance_concern, marks_fall, missing_work, weekly_message';

/** The one row of the school's at-risk thresholds (migration 047). */
export const atRiskSettingsRepo = {
  async get(): Promise<AtRiskSettings> {
    return (await queryOne<AtRiskSettings>(`SELECT ${COLUMNS} FROM at_risk_settings`))!;
  },
  async save(s: AtRiskSettings): Promise<AtRiskSettings> {
    return (await queryOne<AtRiskSettings>(
      `UPDATE at_risk_settings SET attendance_serious = $1, attendance_concern = $2, marks_fall = $3, missing_work = $4, weekly_message = $5, updated_at = now()
       RETURNING ${COLUMNS}`,
      [s.attendance_serious, s.attendance_concern, s.marks_fall, s.missing_work, s.weekly_message],
    ))!;
  },
};
