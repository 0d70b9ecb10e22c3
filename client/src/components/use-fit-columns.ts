import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/** What the fitting needs of a column: whether it is always folded, and when it may be. */
export interface Foldable {
  secondary?: boolean;
  priority?: number;
}

/**
 * Which columns a table folds into its rows' Details so that it fits its box without scrolling:
 * the columns of the highest `priority` number go first, level by level, and only while the
 * table is wider than its box (a desk keeps more columns than a tablet). Measured before the
 * browser paints, so no half-fitted table is ever seen; a new page of rows or a wider window
 * starts again from every column shown.
 */
export function useFitColumns(region: RefObject<HTMLElement | null>, columns: Foldable[], rows: readonly unknown[]) {
  const levels = [
    ...new Set(columns.flatMap((c) => (c.priority === undefined || c.secondary ? [] : [c.priority]))),
  ].sort((a, b) => b - a);
  const [fit, setFit] = useState({ folded: 0, rows: null as unknown, tick: 0 });
  // An empty list is a new [] on every render while loading: it counts as one content.
  const content = rows.length ? rows : null;
  if (fit.rows !== content) setFit({ ...fit, folded: 0, rows: content });

  useLayoutEffect(() => {
    const el = region.current;
    if (!el || fit.folded >= levels.length) return;
    if (el.scrollWidth > el.clientWidth + 1) setFit((f) => ({ ...f, folded: f.folded + 1 }));
  });

  useEffect(() => {
    const el = region.current;
    if (!el || !levels.length || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const watch = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      // Narrower: measure again (fold more if need be). Wider: start from every column shown.
      const wider = el.clientWidth > width;
      width = el.clientWidth;
      setFit((f) => ({ ...f, folded: wider ? 0 : f.folded, tick: f.tick + 1 }));
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [region, levels.length]);

  const cut = new Set(levels.slice(0, fit.folded));
  return (c: Foldable) => Boolean(c.secondary) || (c.priority !== undefined && cut.has(c.priority));
}

/**
 * A cell's text cut short with an ellipsis carries the whole text: in its title, and in its
 * cell's data-whole, which app.css shows over the row while the text is hovered or focused (it is
 * a keyboard stop). Cells that fit get none of these, so the keyboard does not stop on every cell.
 */
export function useWholeTextOfCutCells(region: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = region.current;
    if (!el) return;
    for (const cell of el.querySelectorAll<HTMLElement>('.cell-text')) {
      const cut = cell.scrollWidth > cell.clientWidth + 1;
      const td = cell.parentElement!;
      if (cut) {
        cell.title = td.dataset.whole = cell.textContent ?? '';
        cell.tabIndex = 0;
      } else {
        cell.removeAttribute('title');
        cell.removeAttribute('tabindex');
        delete td.dataset.whole;
      }
    }
  });
}
