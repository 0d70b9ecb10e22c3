import type { Locator } from '@playwright/test';

/**
 * The words of a table's cells that the browser broke across two lines ("Detai/ls", a mobile
 * number in two halves): each word's rendered boxes are measured, and a word whose boxes stand on
 * more than one line is broken. Cells with a word that had to break read "cell: word".
 */
export function brokenWords(table: Locator): Promise<string[]> {
  return table.evaluate((root) => {
    const broken: string[] = [];
    for (const cell of root.querySelectorAll<HTMLElement>('th, td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(`${cell.dataset.label ?? cell.textContent?.slice(0, 20)}: ${m[0]}`);
        }
      }
    }
    return broken;
  });
}

/** Column headers that the pinned Actions column covers, even in part. */
export function headersUnderActions(table: Locator): Promise<string[]> {
  return table.evaluate((root) => {
    const actions = root.querySelector('th.row-actions-head')?.getBoundingClientRect();
    if (!actions) return [];
    return [...root.querySelectorAll<HTMLElement>('thead th:not(.row-actions-head)')]
      .filter((th) => th.getBoundingClientRect().right > actions.left + 0.5)
      .map((th) => th.textContent ?? '');
  });
}

/** The rendered height of a form control, in CSS pixels. */
export const heightOf = async (control: Locator) => (await control.boundingBox())?.height ?? 0;

/** Whether the whole of an element is inside the window (not cut by the window or a scroll box). */
export const fullyInWindow = (el: Locator) =>
  el.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const inWindow =
      box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    // A scrolling ancestor (the dialog) that cuts the element off hides it as much as the window would.
    for (let up = node.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (!/(auto|scroll|hidden)/.test(style.overflowY + style.overflowX)) continue;
      const clip = up.getBoundingClientRect();
      if (box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5) return false;
    }
    return inWindow && box.height > 0;
  });
