import { useSyncExternalStore } from 'react';
import type { SchoolInfo } from '@contracts/school';
import { api, fileHref } from './api-client';

// The school's name and logo, as School Setup saved them: read once per visit, and afresh after
// the setup or its logo is saved here. Kept without the query library, so the sign-in page can
// name itself in the tab and show the logo too.

let info: SchoolInfo | undefined;
let asking: Promise<void> | undefined;
let failures = 0;
const listeners = new Set<() => void>();

// Each question's number: an answer to an older one (sent before a save) must not undo a newer one.
let asked = 0;

function ask(): void {
  if (asking) return;
  const mine = ++asked;
  asking = api.get<SchoolInfo>('/school', { followRedirect: false }).then(
    (next) => {
      if (mine !== asked) return;
      info = next;
      for (const listener of listeners) listener();
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

const current = () => info;

/** The school's name and logo; undefined until the server answered. */
export function useSchool(): SchoolInfo | undefined {
  return useSyncExternalStore(subscribe, current, current);
}

export function useSchoolName(): string | undefined {
  return useSchool()?.name;
}

/** The logo's address to load, or null without a logo (or before the server answered). */
export function useSchoolLogo(): string | null {
  const url = useSchool()?.logo_url;
  return url ? fileHref(url) : null;
}

/** After a save here changed the name or the logo: every screen shows the new one at once. */
export function schoolChanged(): void {
  asking = undefined;
  failures = 0;
  ask();
}
