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
