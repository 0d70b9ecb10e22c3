import { useQuery } from '@tanstack/react-query';
import type { MessageResponse } from '@contracts/auth';
import type { BoardRecord } from '@contracts/file-boards';
import { api } from '../../lib/api-client';
import type { Board } from './boards';

/** A board's calls: notices and timetables differ only in their path. */
export const boardsApi = {
  all: (board: Board, signal?: AbortSignal) => api.get<BoardRecord[]>(board.path, { signal }),
  remove: (board: Board, id: number) => api.delete<MessageResponse>(`${board.path}/${id}`),
};

/** The whole board, newest first (the card views show everything). */
export function useBoard(board: Board) {
  return useQuery({ queryKey: [board.key, 'all'], queryFn: ({ signal }) => boardsApi.all(board, signal) });
}
