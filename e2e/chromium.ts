import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

function onPath(name: string): string | undefined {
  try {
    return execFileSync('which', [name], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** CHROMIUM_PATH, then the system's chromium, then Playwright's own browser if one was installed. */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    onPath('chromium'),
    onPath('chromium-browser'),
    onPath('google-chrome'),
    (() => {
      try {
        return chromium.executablePath();
      } catch {
        return undefined;
      }
    })(),
  ];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

/**
 * The browser for the browser tests: CHROMIUM_PATH, then Chromium's headless shell where it is
 * installed, then what findChromium finds. The shell is the same Blink without the desktop
 * browser around it (no browser UI, no window compositor): measured on the 2-core machine, three
 * browser test files took 74 s of Chromium CPU time in it against 129 s in the full browser, and
 * the browser stage is CPU-bound there. The benchmark keeps the full browser (findChromium), so
 * its page timings stay comparable from run to run.
 */
export function findTestChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return findChromium();
  const shell = onPath('chromium-headless-shell');
  return shell && existsSync(shell) ? shell : findChromium();
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
