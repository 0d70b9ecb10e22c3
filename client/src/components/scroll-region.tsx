import type { ReactNode, Ref } from 'react';

/**
 * A table that may be wider than a phone scrolls inside this box, not the page. It is focusable
 * and named, so a keyboard user can scroll it too (axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children, ref }: { label: string; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
