// Code the page will want soon (the signed-in area, fetched while the person types on the sign-in
// page) loaded one piece per idle moment: a dynamic import evaluates its chunk in one task, and a
// task over 50 ms is a keystroke answered late. Each step is one import; the next waits for it and
// for the next idle moment, so the heavy shared chunks land in different tasks.

/** One import; it may hand back the steps it makes known (a route table naming its screens). */
export type IdleStep = () => Promise<IdleStep[] | undefined | void>;

export interface IdleSteps {
  /** Runs every step left at once (the person pressed Login: the code is wanted now). */
  now(): void;
  /** Runs no more steps (the page left). */
  stop(): void;
}

const idle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    // A timeout, so a page that is never idle (an animation) still gets its code.
    const id = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 50);
  return () => window.clearTimeout(id);
};

const handedBack = (more: unknown): IdleStep[] => (Array.isArray(more) ? (more as IdleStep[]) : []);

/** Runs the steps and every step they hand back, all at once; a step that fails is left out. */
export async function runAll(steps: IdleStep[]): Promise<void> {
  await Promise.all(
    steps.map((step) =>
      step().then(
        (more) => runAll(handedBack(more)),
        () => undefined,
      ),
    ),
  );
}

export function inIdleSteps(steps: IdleStep[]): IdleSteps {
  const left = [...steps];
  let cancel: (() => void) | undefined;
  let stopped = false;
  let hurried = false;
  const next = () => {
    cancel = undefined;
    if (stopped || left.length === 0) return;
    cancel = idle(() => {
      cancel = undefined;
      const step = left.shift();
      if (!step || stopped) return;
      step().then(
        (more) => {
          // Login was pressed while this step ran: what it names is wanted now too.
          if (hurried) return void runAll(handedBack(more));
          left.unshift(...handedBack(more));
          next();
        },
        // A piece that failed is fetched again by the import that needs it.
        () => next(),
      );
    });
  };
  next();
  return {
    now: () => {
      cancel?.();
      stopped = true;
      hurried = true;
      void runAll(left.splice(0));
    },
    stop: () => {
      cancel?.();
      stopped = true;
    },
  };
}
