// The screens' paths are written once, in contracts/paths.ts, which the server's redirects and
// mails read too; here are the links built from them.
export { PATHS, type ScreenPath } from '@contracts/paths';
import { PATHS } from '@contracts/paths';

export const SIGN_IN_LETTER_PATH = PATHS.signInLetter;
export const ATTENDANCE_PATH = PATHS.attendance;
export const MARKS_ENTRY_PATH = PATHS.marksEntry;

/** The receipt of one payment: the admin's, or under the parent's or the pupil's fees. */
const receiptAt = (pattern: string) => (feeId: number | string) => pattern.replace(':fee_id', String(feeId));
export const feeReceiptPath = receiptAt(PATHS.feeReceipt);
export const parentFeeReceiptPath = receiptAt(PATHS.parentFeeReceipt);
export const studentFeeReceiptPath = receiptAt(PATHS.studentFeeReceipt);
/** The class's work handed in for one assignment, for its teacher to mark. */
export const assignmentSubmissionsPath = (assignmentId: number) =>
  PATHS.assignmentSubmissions.replace(':assignment_id', String(assignmentId));

// Named apart from the attendance records list's own class and date filters on the same screen.
export const REGISTER_PARAMS = { class: 'register_class', section: 'register_section', date: 'register_date' } as const;
export const MARKS_GRID_PARAMS = { class: 'grid_class', section: 'grid_section', exam_name: 'grid_exam' } as const;

type Params<K extends string> = { [key in K]?: string | number | null };

/** `path?param=value...` with the screen's own param names; empty values are left out. */
const withParams = <K extends string>(path: string, names: Record<K, string>, values: Params<K>) => {
  const search = new URLSearchParams();
  for (const key of Object.keys(names) as K[]) {
    const value = values[key];
    if (value !== undefined && value !== null && value !== '') search.set(names[key], String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

/** The register of one class (and section) on one day (YYYY-MM-DD). */
export const registerLink = (at: Params<keyof typeof REGISTER_PARAMS>) =>
  withParams(ATTENDANCE_PATH, REGISTER_PARAMS, at);

/** The marks grid of one exam, opened on one class (and section). */
export const marksGridLink = (at: Params<keyof typeof MARKS_GRID_PARAMS>) =>
  withParams(MARKS_ENTRY_PATH, MARKS_GRID_PARAMS, at);
