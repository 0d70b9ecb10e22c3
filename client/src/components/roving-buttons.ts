import type { KeyboardEvent } from 'react';

// A table with a History button on every row was one Tab stop per row (a taken register of 20
// pupils: 20 more stops after their radio groups). Roving: the buttons of one group in one table
// are a single Tab stop, the arrow keys (and Home, End) move between them, and the one last used
// keeps the stop. The tab stops live on the elements, not in React state, so rows that come and
// go with paging or sorting need no bookkeeping.

const selector = (group: string) => `[data-roving="${group}"]`;
const scopeOf = (el: HTMLElement) => el.closest('table') ?? el.ownerDocument.body;
const membersOf = (el: HTMLElement) => [
  ...scopeOf(el).querySelectorAll<HTMLElement>(selector(el.dataset.roving ?? '')),
];

/** Makes `chosen` the group's one Tab stop. */
function choose(members: HTMLElement[], chosen: HTMLElement) {
  for (const m of members) m.tabIndex = m === chosen ? 0 : -1;
}

/** Each member as it mounts: one stop for the group, the one last used if it is still there. */
function rovingRef(el: HTMLElement | null) {
  if (!el) return;
  // Found now: once its row is gone, the element no longer knows its table.
  const scope = scopeOf(el);
  const group = selector(el.dataset.roving ?? '');
  const fix = () => {
    const members = [...scope.querySelectorAll<HTMLElement>(group)];
    if (members.length) choose(members, members.find((m) => m.dataset.rovingChosen) ?? members[0]);
  };
  fix();
  // A removed member may have held the stop: hand it on.
  return () => queueMicrotask(() => scope.isConnected && fix());
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowRight: (i, n) => Math.min(i + 1, n - 1),
  ArrowUp: (i) => Math.max(i - 1, 0),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The props of one member of a roving group. */
export function rovingProps(group: string) {
  return {
    'data-roving': group,
    ref: rovingRef,
    onFocus: (e: { currentTarget: HTMLElement }) => {
      const members = membersOf(e.currentTarget);
      for (const m of members) delete m.dataset.rovingChosen;
      e.currentTarget.dataset.rovingChosen = 'true';
      choose(members, e.currentTarget);
    },
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const move = MOVES[e.key];
      if (!move) return;
      const members = membersOf(e.currentTarget);
      const next = members[move(members.indexOf(e.currentTarget), members.length)];
      e.preventDefault();
      next?.focus();
    },
  };
}
