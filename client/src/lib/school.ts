import { useSyncExternalStore } from 'react';
import type { SchoolInfo } from '@contracts/school';
import { api } from './api-client';

// The school's name (the server's SCHOOL_NAME): read once per visit, it changes only with a
// restart. Kept without the query library, so the sign-in page can name itself in the tab too.

let name: string | undefined;
let asking: Promise<void> | undefined;
let failures = 0;
const listeners = new Set<() => void>();

function ask(): void {
  asking ??= api.get<SchoolInfo>('/school', { followRedirect: false }).then(
    (info) => {
      name = info.name;
      for (const tell of listeners) tell();
    },
    () => {
      // One more try on the next screen that asks, as the query's retry once did.
      if (++failures < 2) asking = undefined;
    },
  );
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  ask();
  return () => listeners.delete(onChange);
}

export function useSchoolName(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => name,
    () => name,
  );
}
