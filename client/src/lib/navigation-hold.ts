import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

// Leaving a screen with unsaved work asks first. react-router's own blocker (useBlocker) needs
// its data router, which adds 16 KB gzipped to the sign-in page and breaks its 100 KB budget;
// the app keeps the small router and routes every navigation through this history instead:
// a held push or replace waits for the answer, and Back or Forward is undone until then.

type Go = () => void;
export type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Ask = (go: Go) => void;

let ask: Ask | null = null;

/** While set, every navigation waits for `go` to be called. Returns the release. */
export function holdNavigation(asker: Ask): () => void {
  ask = asker;
  return () => {
    if (ask === asker) ask = null;
  };
}

export function guardedBrowserHistory(): BrowserHistory {
  const base = createBrowserHistory({ v5Compat: true });
  // A Back undone (or let through after Yes) comes back as one more pop to pass on or swallow.
  let nextPop: 'swallow' | 'pass' | null = null;
  const held = (go: Go) => (ask ? ask(go) : go());
  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (n) => base.go(n),
    push: (to, state) => held(() => base.push(to, state)),
    replace: (to, state) => held(() => base.replace(to, state)),
    listen: (listener) =>
      base.listen((update) => {
        const pending = nextPop;
        nextPop = null;
        if (pending === 'swallow') return;
        if (update.action === 'POP' && pending !== 'pass' && ask && update.delta) {
          const delta = update.delta;
          nextPop = 'swallow';
          base.go(-delta);
          ask(() => {
            nextPop = 'pass';
            base.go(delta);
          });
          return;
        }
        listener(update);
      }),
  };
}
