/// <reference lib="webworker" />
// The service worker (built apart from the app by vite-plugin-pwa, not part of its bundle): the
// app's code from the precache, and for a signed-in teacher the answers their screens read, so
// the register and the marks grid open with no connection. Writes are never touched here: the
// page keeps a save it could not send (lib/offline/offline-queue.ts).
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import {
  forgetOfflineCopies,
  KEEP_SIGNED_OUT_MS,
  KEPT_AT,
  PERSONAL_CACHE,
  STATUS_PATH,
} from './lib/offline/offline-names';

declare let self: ServiceWorkerGlobalScope;

// Only the exact files: `/` is not answered with the kept index.html (directoryIndex), so the
// server still draws the sign-in page there and sends a signed-in user to their dashboard.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

// What a teacher's register and marks screens read: their session, teaching, rosters and exams.
// Nothing a pupil or parent reads is kept (their screens call other paths).
const KEPT =
  /^\/api\/(login\/status|teaching\/me|attendance\/register|admin\/marks\/grid|admin\/exams|school|years)(\/|$|\?)/;

const isTeacher = (status: { isLoggedIn?: boolean; role?: string; user_type?: string }) =>
  !!status.isLoggedIn && (status.role === 'teacher' || status.user_type === '2');

async function stamped(res: Response): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.set(KEPT_AT, String(Date.now()));
  return new Response(await res.blob(), { status: res.status, headers });
}

/** The kept session check, while a teacher's and fresh enough; a stale one forgets everything. */
async function teacherStatus(cache: Cache): Promise<Response | undefined> {
  const kept = await cache.match(STATUS_PATH);
  if (kept && Date.now() - Number(kept.headers.get(KEPT_AT)) < KEEP_SIGNED_OUT_MS) return kept;
  if (kept) await forgetOfflineCopies();
  return undefined;
}

async function keepAndAnswer(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(PERSONAL_CACHE);
  try {
    const res = await fetch(request);
    if (path === STATUS_PATH) {
      // Who is signed in decides what is kept: anyone but a teacher (or nobody) leaves no copies.
      const status = res.ok
        ? await res
            .clone()
            .json()
            .catch(() => ({}))
        : {};
      if (isTeacher(status)) await cache.put(STATUS_PATH, await stamped(res.clone()));
      else if (res.ok) await caches.delete(PERSONAL_CACHE);
    } else if (res.ok && (await teacherStatus(cache))) await cache.put(request, await stamped(res.clone()));
    return res;
  } catch (err) {
    const kept = (await teacherStatus(cache)) && (await cache.match(request));
    if (kept) return kept;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (KEPT.test(`${url.pathname}${url.search}`)) return event.respondWith(keepAndAnswer(request, url.pathname));
  // A screen opened offline: the app's page from the precache (online, the server's, which may be newer).
  if (request.mode === 'navigate')
    event.respondWith(fetch(request).catch(async () => (await matchPrecache('index.html')) ?? Response.error()));
});
