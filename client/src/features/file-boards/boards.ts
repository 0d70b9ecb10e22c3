import type { BoardRecord } from '@contracts/file-boards';
import type { ScreenKey } from '@contracts/i18n/keys';
import { placeLabel } from '@contracts/place-label';
import { t } from '../../i18n/language';

/** Notices and timetables are the same screen with different words (catalogue keys). */
export interface Board {
  key: 'notices' | 'timetable';
  path: '/admin/notices' | '/admin/timetable';
  adminTitle: ScreenKey;
  viewTitle: ScreenKey;
  uploadTitle: ScreenKey;
  texts: { add: ScreenKey; remove: ScreenKey; load: ScreenKey };
}

export const NOTICE_BOARD: Board = {
  key: 'notices',
  path: '/admin/notices',
  adminTitle: 'boards.notices',
  viewTitle: 'boards.notices',
  uploadTitle: 'boards.uploadNotice',
  texts: { add: 'boards.noticeAddFailed', remove: 'boards.noticeDeleteFailed', load: 'boards.noticeLoadFailed' },
};

export const TIMETABLE_BOARD: Board = {
  key: 'timetable',
  path: '/admin/timetable',
  adminTitle: 'boards.timetables',
  viewTitle: 'menu.timeTable',
  uploadTitle: 'boards.uploadTimetable',
  texts: {
    add: 'boards.timetableAddFailed',
    remove: 'boards.timetableDeleteFailed',
    load: 'boards.timetableLoadFailed',
  },
};

/** Whom a notice or timetable is for: "Class 5A", "Class 5" or the whole school. */
export const boardAudience = (r: Pick<BoardRecord, 'class' | 'section'>) =>
  r.class
    ? t('classes.classN', { class: placeLabel({ class: r.class, section: r.section }) })
    : t('boards.wholeSchool');

/**
 * A student's own first: their section's, then their class's, then the whole school's, then the
 * other classes' (still there, further down); newest first within each.
 */
export function ownClassFirst<R extends Pick<BoardRecord, 'class' | 'section'>>(
  records: R[],
  own: { class: number | string; section: string } | undefined,
): R[] {
  if (!own) return records;
  // 5 and "5" are one class (a board answers LKG by its name).
  const rank = (r: R) => {
    if (r.class === null) return 2;
    if (String(r.class) !== String(own.class)) return 3;
    return r.section === own.section ? 0 : r.section ? 3 : 1;
  };
  // Array.prototype.sort is stable: the server's newest-first order holds within a rank.
  return [...records].sort((a, b) => rank(a) - rank(b));
}
