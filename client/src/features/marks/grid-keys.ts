// Spreadsheet keys for the marks grid: the arrows and Enter move between cells and never change
// a mark (the cells are text fields, so there is no number spinner for a key or the wheel to turn).

export interface Cell {
  row: number;
  col: number;
}

export interface Caret {
  start: number | null;
  end: number | null;
  length: number;
}

/**
 * The cell a key moves to, or null when the key is not a move (or the move would leave the
 * grid). Left and Right move only from the edge of the text, so a mark can still be edited.
 */
export function cellAfterKey(
  key: string,
  shift: boolean,
  at: Cell,
  rows: number,
  cols: number,
  caret: Caret,
): Cell | null {
  const to = (row: number, col: number) => (row >= 0 && row < rows && col >= 0 && col < cols ? { row, col } : null);
  const collapsed = caret.start === caret.end;
  switch (key) {
    case 'ArrowDown':
      return to(at.row + 1, at.col);
    case 'ArrowUp':
      return to(at.row - 1, at.col);
    case 'Enter':
      return to(at.row + (shift ? -1 : 1), at.col);
    case 'ArrowLeft':
      return collapsed && caret.start === 0 ? to(at.row, at.col - 1) : null;
    case 'ArrowRight':
      return collapsed && caret.end === caret.length ? to(at.row, at.col + 1) : null;
    default:
      return null;
  }
}

/** Keys the grid keeps from the browser even at an edge: none of them may change a value or submit. */
export const isGridKey = (key: string) => key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter';
