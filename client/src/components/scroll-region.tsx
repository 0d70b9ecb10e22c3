import { type ReactNode, type Ref, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';

/** Whether the box hides columns to its right (it is wider inside than out, and not scrolled to the end). */
function useMoreToTheRight(box: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 2);
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    // The box or its table changes width: a turned phone, rows that arrive.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(el);
    if (el.firstElementChild) resized?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [box]);
  return more;
}

/**
 * A table that may be wider than a phone scrolls inside this box, not the page. It is focusable
 * and named, so a keyboard user can scroll it too (axe's scrollable-region-focusable). While
 * columns are hidden to the right a cue says so: a table cut at the edge looks complete.
 */
export function ScrollRegion({
  label,
  children,
  ref,
}: {
  label: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const more = useMoreToTheRight(box);
  // The table measures the same box (which columns fit): both refs hold it.
  const both = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return (
    <div className={more ? 'scroll-frame has-more' : 'scroll-frame'}>
      <div ref={both} className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        {children}
      </div>
      {/* Seen, not read: a screen reader announces the table's columns itself. */}
      {more && (
        <p className="scroll-cue" aria-hidden="true">
          {t('table.moreSideways')}
        </p>
      )}
    </div>
  );
}
