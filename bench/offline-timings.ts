import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/chromium';
import { asPhone, type Login, seenAt, signIn, WATCH } from './browser';
import { startProfile, stopProfile } from './offline-profile';
import { LONG_TASKS, offlineParts, type OfflineParts, partsLine } from './offline-parts';

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
  /** Of the DAYS registers saved SAVES_A_DAY times each, how many read as the last save. */
  registersInOrder: number;
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

// The queue as a teacher leaves it after days without a connection: DAYS registers of class 1A,
// each saved SAVES_A_DAY times (a register taken, then corrected), the saves of one day spread
// through the queue, so the order they must land in is tested, not just their number.
const DAYS = 25;
const SAVES_A_DAY = QUEUED / DAYS;
const dayOf = (i: number) => i % DAYS;
/** The pupil (by roster position) the i-th save marks absent; the rest present. */
const absentIn = (i: number, pupils: number) => i % pupils;

/** Puts QUEUED register saves in the device's queue as the page keeps them (lib/offline/offline-queue.ts). */
async function queueSaves(page: Page, context: BrowserContext): Promise<{ ids: string[]; dates: string[] }> {
  // The roster read while online; the saves are put in the queue offline.
  const roster = await page.evaluate(async () =>
    (await fetch(`/api/attendance/register?class=1&section=A&date=${new Date().toLocaleDateString('en-CA')}`)).json(),
  );
  const ids: string[] = roster.students.map((s: { student_id: string }) => s.student_id);
  // The DAYS days before today, on this device's calendar.
  const dates = await page.evaluate(
    (days) =>
      Array.from({ length: days }, (_, d) => new Date(Date.now() - (d + 1) * 86_400_000).toLocaleDateString('en-CA')),
    DAYS,
  );
  const saves = Array.from({ length: QUEUED }, (_, i) => ({
    key: crypto.randomUUID(),
    path: '/attendance/register',
    body: {
      class: 1,
      section: 'A',
      attendance_date: dates[dayOf(i)],
      entries: ids.map((id, k) => ({ student_id: id, status: k === absentIn(i, ids.length) ? 'Absent' : 'Present' })),
    },
    what: `Register 1A ${dates[dayOf(i)]}, save ${Math.floor(i / DAYS) + 1} of ${SAVES_A_DAY}`,
    state: 'waiting',
  }));
  await context.setOffline(true);
  await page.evaluate(async (saves) => {
    const open = indexedDB.open('school-offline', 1);
    const db: IDBDatabase = await new Promise(
      (ok, fail) => ((open.onsuccess = () => ok(open.result)), (open.onerror = fail)),
    );
    const tx = db.transaction('saves', 'readwrite');
    for (const save of saves) tx.objectStore('saves').add(save);
    await new Promise((ok) => (tx.oncomplete = ok));
    db.close();
  }, saves);
  return { ids, dates };
}

/** How many of the days' registers read as their last queued save: the saves of a day landed in order. */
async function registersAsLastSaved(page: Page, queued: { ids: string[]; dates: string[] }): Promise<number> {
  let right = 0;
  for (let d = 0; d < DAYS; d++) {
    const last = d + (SAVES_A_DAY - 1) * DAYS;
    const register = await page.evaluate(
      async (date) => (await fetch(`/api/attendance/register?class=1&section=A&date=${date}`)).json(),
      queued.dates[d],
    );
    const absent = (register.students as { student_id: string; status: string }[])
      .filter((s) => s.status === 'Absent')
      .map((s) => s.student_id);
    if (absent.length === 1 && absent[0] === queued.ids[absentIn(last, queued.ids.length)]) right++;
  }
  return right;
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
    await context.addInitScript({ content: LONG_TASKS });
    const page = await context.newPage();
    await signIn(page, url, teacher);
    await installed(page, url);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await asPhone(cdp);
    await context.setOffline(true);
    const rounds: number[] = [];
    const parts: OfflineParts[] = [];
    const profiled = process.argv.includes('--profile');
    for (let i = 0; i < ROUNDS; i++) {
      if (profiled && i === ROUNDS - 1) await startProfile(cdp);
      await page.reload({ waitUntil: 'commit' });
      rounds.push(await seenAt(page, ROW));
      parts.push(await offlineParts(page, rounds[i]));
    }
    if (profiled) console.log(`    the last round's profile:\n      ${(await stopProfile(cdp)).join('\n      ')}`);
    await context.setOffline(false);
    console.log(`    register offline on the phone profile: ${rounds.map(Math.round).join(', ')} ms`);
    console.log(`    its parts (medians): ${partsLine(parts)}`);
    if (process.argv.includes('--timeline'))
      console.log(`    the last round:\n      ${parts.at(-1)!.timeline.join('\n      ')}`);

    // The queue drains on the teacher's laptop: a fresh page, no throttling. The phone's page is
    // closed first: it would drain the same queue (one device's IndexedDB), on the phone's line.
    await page.close();
    const laptop = await context.newPage();
    await laptop.goto(`${url}${REGISTER}`);
    await laptop.waitForSelector(ROW);
    const queued = await queueSaves(laptop, context);
    const started = performance.now();
    await context.setOffline(false);
    let firstTakenMs: number | undefined;
    for (let waiting = QUEUED; waiting > 0; waiting = (await queueLeft(laptop)).waiting) {
      if (waiting < QUEUED) firstTakenMs ??= Math.round(performance.now() - started);
      if (performance.now() - started > 120_000) throw new Error('The queued saves were not sent in 2 minutes');
      await laptop.waitForTimeout(50);
    }
    const hundredSavesSyncMs = Math.round(performance.now() - started);
    console.log(
      `    queued saves: the first taken ${firstTakenMs ?? hundredSavesSyncMs} ms after the connection returned`,
    );
    const left = await queueLeft(laptop);
    return {
      registerOfflineMs: Math.round(median(rounds)),
      hundredSavesSyncMs,
      refusedSaves: left.refused,
      registersInOrder: await registersAsLastSaved(laptop, queued),
    };
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
      text: `${QUEUED} saves queued offline (${DAYS} registers, ${SAVES_A_DAY} saves each), all taken ${o.hundredSavesSyncMs} ms after the connection returned (< ${t.hundredSavesSyncMs}); refused ${o.refusedSaves}; registers as their last save ${o.registersInOrder}/${DAYS}`,
      ok: o.hundredSavesSyncMs < t.hundredSavesSyncMs && o.refusedSaves === 0 && o.registersInOrder === DAYS,
    },
  ];
}
