// A teacher's saves kept in IndexedDB until the server has them (loaded only for teachers). A
// save is kept before it is first sent, so a reload or a closed laptop loses nothing; it is sent
// again with the same Idempotency-Key when the connection returns, and the server writes it once.
import { type IDBPDatabase, openDB } from 'idb';
import { api, newIdempotencyKey } from '../api-client';
import { rememberedUser } from '../auth';
import { KEEP_SIGNED_OUT_MS, QUEUE_DB } from './offline-names';
import { afterWaiting, sendInOrder, writesSameRows } from './queue-order';
import { type Chosen, type KeptSave, outcomeOf, ownership, resolved } from './queue-rules';

const STORE = 'saves';
let opening: Promise<IDBPDatabase> | undefined;
const db = () =>
  (opening ??= openDB(QUEUE_DB, 1, {
    upgrade: (d) => void d.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true }),
    // Sign-out deletes the database: let it go, and open afresh next time.
    blocking: () => void opening?.then((d) => d.close()).finally(() => (opening = undefined)),
  }));

let saves: KeptSave[] = [];
const listeners = new Set<() => void>();
/** The signed-in teacher's saves; another teacher's stay on the device for them, a stale one goes. */
async function refresh() {
  const d = await db();
  const me = rememberedUser()?.userId;
  const mine: KeptSave[] = [];
  for (const save of (await d.getAll(STORE)) as KeptSave[]) {
    const { mine: ours, stale } = ownership(save, me, Date.now(), KEEP_SIGNED_OUT_MS);
    if (ours) mine.push(save);
    else if (stale) await d.delete(STORE, save.id!);
  }
  saves = mine;
  for (const l of listeners) l();
}
export const keptSaves = () => saves;
export function onKeptSaves(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Sends one kept save; answers what the server said, or null when it did not answer. */
async function send(save: KeptSave): Promise<unknown> {
  let answer: unknown = null;
  let err: unknown;
  try {
    answer = await api.put(save.path, save.body, { idempotencyKey: save.key, followRedirect: false });
  } catch (e) {
    err = e;
  }
  const outcome = outcomeOf(err);
  const d = await db();
  if (outcome.state === 'sent') await d.delete(STORE, save.id!);
  else await d.put(STORE, { ...save, ...outcome });
  await refresh();
  if (outcome.state === 'refused' || outcome.state === 'conflict') throw err;
  return answer;
}

// What a flush's send got for a save the screen is waiting on (kept while older ones of its rows waited).
type Got = { answer: unknown } | { refusal: unknown };
const awaited = new Map<number, Got | undefined>();
const got = (id: number, what: Got) => void (awaited.has(id) && awaited.set(id, what));

let flushing: Promise<void> | undefined;
/**
 * Sends every waiting save, a few at once, each after the earlier ones of the same rows
 * (lib/offline/queue-order.ts); stops beginning new ones at the first that gets no answer.
 */
export function flush(): Promise<void> {
  flushing ??= (async () => {
    await refresh();
    const waiting = saves.filter((s) => s.state === 'waiting');
    let answered = 0;
    await sendInOrder(waiting, (save) =>
      send(save).then(
        (answer) => (answer !== null && (got(save.id!, { answer }), answered++), answer !== null),
        (refusal: unknown) => (got(save.id!, { refusal }), answered++, true),
      ),
    );
    retryAfter(answered > 0);
  })().finally(() => (flushing = undefined));
  return flushing;
}

// The browser's online event is not the server answering (the network may not carry requests
// yet, the server may be restarting): while saves wait, the queue tries again after 1 s, then
// after twice as long each time nothing got through, up to 30 s; any answer starts again at 1 s.
const RETRY_MS = { first: 1_000, most: 30_000 };
let retryIn = RETRY_MS.first;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
function retryAfter(progress: boolean) {
  clearTimeout(retryTimer);
  if (progress) retryIn = RETRY_MS.first;
  if (!saves.some((s) => s.state === 'waiting')) return;
  retryTimer = setTimeout(() => void (navigator.onLine ? flush() : retryAfter(false)), retryIn);
  retryIn = Math.min(retryIn * 2, RETRY_MS.most);
}

/**
 * Keeps a save, then sends it: the server's answer, or null when there was no connection (it
 * waits on this device). A refusal is thrown for the screen to show, and the save stays in the
 * list with its reason. While older saves of the same rows wait, it goes after them, in a flush.
 */
export async function keepAndSend(path: string, body: KeptSave['body'], what: string): Promise<unknown> {
  const owner = rememberedUser()?.userId;
  const save: KeptSave = { key: newIdempotencyKey(), path, body, what, state: 'waiting', owner, keptAt: Date.now() };
  // The list holds the saves a flush has under way until they are answered.
  const behind = saves.some((s) => s.state === 'waiting' && writesSameRows(s, save));
  if (behind) save.body = afterWaiting(save, saves);
  save.id = (await (await db()).add(STORE, save)) as number;
  if (!behind) return send(save);
  awaited.set(save.id, undefined);
  let out: Got | undefined;
  try {
    // A flush under way read the list before this save was kept: the next one sends it.
    await flushing?.catch(() => undefined);
    await flush();
  } finally {
    out = awaited.get(save.id);
    awaited.delete(save.id);
  }
  if (out && 'refusal' in out) throw out.refusal;
  return out ? out.answer : null;
}

/** The teacher's choice for a conflict, sent as a new save (its body differs, so a new key). */
export async function resend(save: KeptSave, chosen: Chosen) {
  await (await db()).delete(STORE, save.id!);
  return keepAndSend(save.path, resolved(save, chosen), save.what).catch(() => undefined);
}

/** A refused save the teacher has read. */
export async function dismiss(save: KeptSave) {
  await (await db()).delete(STORE, save.id!);
  await refresh();
}

addEventListener('online', () => {
  retryIn = RETRY_MS.first;
  void flush();
});
void flush();
