import { useQuery } from '@tanstack/react-query';
import type { BoardRecord } from '@contracts/file-boards';
import { api } from '../../lib/api-client';

/** Notices and timetables are the same screen with different words. */
export interface Board {
  key: 'notices' | 'timetable';
  path: '/admin/notices' | '/admin/timetable';
  adminTitle: string;
  viewTitle: string;
  singular: string;
  texts: { add: string; remove: string; load: string };
}

export const NOTICE_BOARD: Board = {
  key: 'notices',
  path: '/admin/notices',
  adminTitle: 'Notices',
  viewTitle: 'Notices',
  singular: 'notice',
  texts: { add: 'Error adding notice!', remove: 'Failed to delete notice!', load: 'Failed to fetch notices.' },
};

export const TIMETABLE_BOARD: Board = {
  key: 'timetable',
  path: '/admin/timetable',
  adminTitle: 'Timetables',
  viewTitle: 'Time Table',
  singular: 'timetable',
  texts: { add: 'Error adding timetable!', remove: 'Failed to delete timetable!', load: 'Failed to fetch timetables.' },
};

export const BOTH_REQUIRED = 'Both title and file are required!';

/** The whole board, newest first (the card views show everything). */
export function useBoard(board: Board) {
  return useQuery({ queryKey: [board.key, 'all'], queryFn: ({ signal }) => api.get<BoardRecord[]>(board.path, { signal }) });
}

/** Whom a notice or timetable is for: "Class 5A", "Class 5" or the whole school. */
export const boardAudience = (r: Pick<BoardRecord, 'class' | 'section'>) => (r.class ? `Class ${r.class}${r.section ?? ''}` : 'Whole school');

/**
 * A student's own first: their section's, then their class's, then the whole school's, then the
 * other classes' (still there, further down); newest first within each.
 */
export function ownClassFirst<R extends Pick<BoardRecord, 'class' | 'section'>>(records: R[], own: { class: number; section: string } | undefined): R[] {
  if (!own) return records;
  const rank = (r: R) => (r.class === own.class ? (r.section === own.section ? 0 : r.section ? 3 : 1) : r.class ? 3 : 2);
  // Array.prototype.sort is stable: the server's newest-first order holds within a rank.
  return [...records].sort((a, b) => rank(a) - rank(b));
}

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
