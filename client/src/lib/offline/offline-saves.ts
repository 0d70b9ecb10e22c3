import { api } from '../api-client';
import type { KeptSave } from './queue-rules';

/** A save the server took (`sent`), or one kept on this device with how many wait to be sent. */
export type SentOrKept<T> = { sent: T; waiting?: undefined } | { sent?: undefined; waiting: number };

/**
 * The register's and the marks grid's save. A teacher's is kept on the device first and sent
 * from there (lib/offline/offline-queue.ts, loaded only for them); anyone else's is sent as before.
 */
export async function saveOrKeep<T>(
  teacher: boolean,
  path: string,
  body: KeptSave['body'],
  what: string,
): Promise<SentOrKept<T>> {
  if (!teacher) return { sent: await api.put<T>(path, body) };
  const queue = await import('./offline-queue');
  const sent = (await queue.keepAndSend(path, body, what)) as T | null;
  return sent === null ? { waiting: queue.keptSaves().filter((s) => s.state === 'waiting').length } : { sent };
}

/**
 * A save's onSuccess: the screen's reads asked again. A save kept on the device does not wait for
 * them (offline they wait for the connection too), so the screen says at once that it was kept.
 */
export const refetchUnlessKept = (refetch: () => Promise<unknown>) => (out: unknown) => {
  const done = refetch();
  return (out as Partial<SentOrKept<unknown>> | undefined)?.waiting === undefined ? done : undefined;
};
