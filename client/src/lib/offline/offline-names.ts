// Names the page and the service worker (client/src/sw.ts) share: what one keeps, the other clears.

/** Cache Storage for a teacher's answers read offline (rosters, exams, the session check). */
export const PERSONAL_CACHE = 'school-personal';
/** IndexedDB holding the saves waiting to be sent. */
export const QUEUE_DB = 'school-offline';
/** A device nobody signed in on for this long forgets its copies. */
export const KEEP_SIGNED_OUT_MS = 7 * 24 * 60 * 60 * 1000;
/** Set on a kept answer: when it was kept (ms), to tell a copy too old to keep. */
export const KEPT_AT = 'x-kept-at';
export const STATUS_PATH = '/api/login/status';

/** Forgets every personal copy on this device: the waiting saves and the kept answers. */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(PERSONAL_CACHE);
  if (typeof indexedDB === 'undefined') return;
  await new Promise<void>((done) => {
    const req = indexedDB.deleteDatabase(QUEUE_DB);
    // Blocked by a connection still open in another tab: it closes on versionchange (lib/offline/offline-queue.ts).
    req.onsuccess = req.onerror = req.onblocked = () => done();
  });
}
