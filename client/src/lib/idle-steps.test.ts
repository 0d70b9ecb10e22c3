import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdleStep, inIdleSteps } from './idle-steps';

afterEach(() => vi.unstubAllGlobals());

/** requestIdleCallback under the test's hand: each call to `idle()` lets one waiting callback run. */
function idleByHand() {
  const waiting: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return {
    waiting: () => waiting.length,
    idle: async () => {
      waiting.shift()?.();
      // The step's promise and the runner's own then settle.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

describe('loading code in idle steps', () => {
  it('runs one step per idle moment, each after the one before it has finished, and the steps a step hands back next', async () => {
    const clock = idleByHand();
    const ran: string[] = [];
    const step =
      (name: string, more?: IdleStep): IdleStep =>
      async () => {
        ran.push(name);
        return more ? [more] : undefined;
      };
    inIdleSteps([step('rules'), step('routes', step('dashboard')), step('layout')]);
    expect(ran).toEqual([]);
    await clock.idle();
    expect(ran).toEqual(['rules']);
    await clock.idle();
    expect(ran).toEqual(['rules', 'routes']);
    // What a step hands back comes before the steps after it.
    await clock.idle();
    expect(ran).toEqual(['rules', 'routes', 'dashboard']);
    await clock.idle();
    expect(ran).toEqual(['rules', 'routes', 'dashboard', 'layout']);
    expect(clock.waiting()).toBe(0);
  });

  it('goes on past a step that failed, and runs every step left at once when asked (the Login click)', async () => {
    const clock = idleByHand();
    const ran: string[] = [];
    const steps = inIdleSteps([
      async () => {
        throw new Error('offline');
      },
      async () => void ran.push('router'),
      async () => void ran.push('layout'),
    ]);
    await clock.idle();
    await clock.idle();
    expect(ran).toEqual(['router']);
    steps.now();
    await Promise.resolve();
    expect(ran).toEqual(['router', 'layout']);
    await clock.idle();
    expect(ran).toEqual(['router', 'layout']);
  });

  it('stops when the page leaves before its steps are done', async () => {
    const clock = idleByHand();
    const ran: string[] = [];
    const steps = inIdleSteps([async () => void ran.push('router')]);
    steps.stop();
    await clock.idle();
    expect(ran).toEqual([]);
  });
});
