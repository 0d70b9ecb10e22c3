import { useEffect, useState } from 'react';

/**
 * How long a search box waits after the last keystroke before its request leaves: long enough
 * that a word typed at speed sends one request, short enough that the request leaves within
 * 150 ms of the last key (the router and the cache add a few ms). A request made stale by the
 * next keystroke is cancelled.
 */
export const SEARCH_DELAY_MS = 100;

/** `value` once it has stayed the same for `ms`: typing sends one request, not one per key. */
export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}
