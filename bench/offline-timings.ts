import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { asPhone, type Login, seenAt, signIn, WATCH } from './browser';

// The teacher's register with no connection (issue 36, docs/offline-register.md): how fast it
// opens offline from the installed app on the throttled phone profile, and how fast a queue of
// saves kept on the device drains once the connection returns.

export const OFFLINE_TARGETS = { registerOfflineMs: 1000, hundredSavesSyncMs: 10_000 };
const ROUNDS = 5;
const QUEUED = 100;
const REGISTER = '/Attendancem?register_class=1&register_section=A';
const ROW = 'fieldset.status-choice';

export interface OfflineFigures {
  /** Reload to the register's first row, offline, phone profile: median of ROUNDS. */
  registerOfflineMs: number;
  /** setOffline(false) to the last of QUEUED saves taken by the server (the device's queue empty). */
  hundredSavesSyncMs: number;
  refusedSaves: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Waits until the worker controls the page and has kept the register's answer ("installed"). */
async function installed(page: Page, url: string) {
  for (let i = 0; i < 30; i++) {
    await page.goto(`${url}${REGISTER}`);
    await page.waitForSelector(ROW);
    const kept = await page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return false;
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys())
          if (req.url.includes('/api/attendance/register')) return true;
      return false;
    });
    if (kept) return;
    await page.waitForTimeout(1000);
  }
  throw new Error('The service worker never kept the register');
}

/** Puts `count` register saves in the device's queue as the page keeps them (lib/offline/offline-queue.ts). */
async function queueSaves(page: Page, count: number, context: BrowserContext) {
  // Today's roster read while online; the saves are put in the queue offline.
  const status = await page.evaluate(async () =>
    (await fetch(`/api/attendance/register?class=1&section=A&date=${new Date().toLocaleDateString('en-CA')}`)).json(),
  );
  await context.setOffline(true);
  await page.evaluate(
    async ({ count, status }) => {
      const ids: string[] = status.students.map((s: { student_id: string }) => s.student_id);
      const open = indexedDB.open('school-offline', 1);
      const db: IDBDatabase = await new Promise(
        (ok, fail) => ((open.onsuccess = () => ok(open.result)), (open.onerror = fail)),
      );
      const tx = db.transaction('saves', 'readwrite');
      for (let i = 0; i < count; i++)
        tx.objectStore('saves').add({
          key: crypto.randomUUID(),
          path: '/attendance/register',
          body: {
            class: 1,
            section: 'A',
            attendance_date: status.attendance_date,
            entries: ids.map((id, k) => ({ student_id: id, status: k === i % ids.length ? 'Absent' : 'Present' })),
          },
          what: `Register 1A, save ${i + 1}`,
          state: 'waiting',
        });
      await new Promise((ok) => (tx.oncomplete = ok));
      db.close();
    },
    { count, status },
  );
}

const queueLeft = (page: Page) =>
  page.evaluate(async () => {
    const open = indexedDB.open('school-offline', 1);
    const db: IDBDatabase = await new Promise((ok) => (open.onsuccess = () => ok(open.result)));
    const all: { state: string }[] = await new Promise((ok) => {
      const req = db.transaction('saves').objectStore('saves').getAll();
      req.onsuccess = () => ok(req.result);
    });
    db.close();
    return {
      waiting: all.filter((s) => s.state === 'waiting').length,
      refused: all.length - all.filter((s) => s.state === 'waiting').length,
    };
  });

export async function offlineTimings(url: string, teacher: Login): Promise<OfflineFigures | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript({ content: WATCH });
    const page = await context.newPage();
    await signIn(page, url, teacher);
    await installed(page, url);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await asPhone(cdp);
    await context.setOffline(true);
    const rounds: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      await page.reload({ waitUntil: 'commit' });
      rounds.push(await seenAt(page, ROW));
    }
    await context.setOffline(false);
    console.log(`    register offline on the phone profile: ${rounds.join(', ')} ms`);

    // The queue drains on the teacher's laptop: a fresh page, no throttling.
    const laptop = await context.newPage();
    await laptop.goto(`${url}${REGISTER}`);
    await laptop.waitForSelector(ROW);
    await queueSaves(laptop, QUEUED, context);
    const started = performance.now();
    await context.setOffline(false);
    while ((await queueLeft(laptop)).waiting > 0) {
      if (performance.now() - started > 120_000) throw new Error('The queued saves were not sent in 2 minutes');
      await laptop.waitForTimeout(50);
    }
    const hundredSavesSyncMs = Math.round(performance.now() - started);
    const left = await queueLeft(laptop);
    return { registerOfflineMs: Math.round(median(rounds)), hundredSavesSyncMs, refusedSaves: left.refused };
  } finally {
    await browser.close();
  }
}

/** The figures with their targets, one line each. */
export function offlineLines(o: OfflineFigures): { text: string; ok: boolean }[] {
  const t = OFFLINE_TARGETS;
  return [
    {
      text: `phone (1.6 Mbit/s, 150 ms, 4x CPU), installed app, offline: register rows shown ${o.registerOfflineMs} ms after a reload (< ${t.registerOfflineMs})`,
      ok: o.registerOfflineMs < t.registerOfflineMs,
    },
    {
      text: `${QUEUED} saves queued offline, all taken ${o.hundredSavesSyncMs} ms after the connection returned (< ${t.hundredSavesSyncMs}); refused ${o.refusedSaves}`,
      ok: o.hundredSavesSyncMs < t.hundredSavesSyncMs && o.refusedSaves === 0,
    },
  ];
}
