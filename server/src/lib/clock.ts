// One source of "now" for session timeouts, so tests can move time without waiting.
let offsetMs = 0;

export const clock = {
  now: (): number => Date.now() + offsetMs,
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};
