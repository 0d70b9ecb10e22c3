import type { MouseEvent, ReactNode } from 'react';
import { isLanguage } from '@contracts/i18n/languages';
import { safeNext } from '../lib/auth-api';
import { type LoginNotice, SignInForm, type TypedSignIn } from '../features/auth/sign-in-form';
import { screenDataSteps, signedInArea } from './session';

/** Before the router: the sign-in page fetches the router too while the user types. */
export const firstPageArea = signedInArea(() => [
  () => import('./router').then(() => undefined),
  ...screenDataSteps,
  () => import('./signed-in-routes').then((m) => m.warmSteps()),
]);

// The sign-in page as the app's first page, without the router: the router's code (about 29 KB
// gzipped) is fetched while the user types and takes over on the first move away from here.

export { isSignInPagePath as isSignInPath } from '@contracts/account-paths';

/**
 * The app behind the router at the address now in the bar. `show` renders it; it is called once the
 * router has its first screen's code and data, so the sign-in page stays up until then.
 */
export type EnterApp = () => Promise<void>;

export function FirstSignInPage({ enterApp, typed }: { enterApp: EnterApp; typed?: TypedSignIn }) {
  const go = (path: string) => {
    window.history.pushState(null, '', path);
    return enterApp();
  };
  const PlainLink = ({ to, children }: { to: string; children: ReactNode }) => (
    <a
      href={to}
      onClick={(e: MouseEvent) => {
        // A new tab or window keeps the browser's own handling.
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void go(to);
      }}
    >
      {children}
    </a>
  );
  // The router keeps a page's state under `usr` in the history entry; a reload keeps it too.
  const notice = ((window.history.state as { usr?: LoginNotice } | null)?.usr ?? {}) as LoginNotice;
  const next = safeNext(new URLSearchParams(window.location.search).get('next'));
  return <SignInForm area={firstPageArea} notice={notice} next={next} go={go} LinkTo={PlainLink} typed={typed} />;
}

/**
 * What the person typed into the static sign-in form of sign-in.html (drawn by the server before
 * any script ran), so the live form starts from it; none when the page had no static form.
 */
export function typedIntoStaticForm(root: HTMLElement): TypedSignIn | undefined {
  const form = root.querySelector<HTMLFormElement>('form.auth-card');
  if (!root.hasAttribute('data-prerendered') || !form) return undefined;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);
  const language = form.querySelector<HTMLSelectElement>('select[name="language"]');
  const picked = language && [...language.options].find((o) => o.selected && !o.defaultSelected)?.value;
  const active =
    document.activeElement instanceof HTMLInputElement && form.contains(document.activeElement)
      ? document.activeElement.name
      : null;
  return {
    rollNo: field('roll_no')?.value ?? '',
    password: field('password')?.value ?? '',
    remember: field('remember')?.checked ?? false,
    focus: active || null,
    failed: new URLSearchParams(window.location.search).has('failed'),
    ...(isLanguage(picked) ? { language: picked } : {}),
  };
}
