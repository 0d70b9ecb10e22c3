import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstSignInPage, isSignInPath, typedIntoStaticForm } from './app/first-page';
import { checkSessionEarly, screenData } from './app/session';
import { initialLanguage, switchLanguage } from './i18n/language';
import { setRedirectHandler } from './lib/api-client';
import './styles/app.css';

// Odia or Hindi: their catalogue arrives before the first paint, so no English flashes first.
const language = initialLanguage();
const ready = language === 'en' ? Promise.resolve() : switchLanguage(language).catch(() => undefined);

const container = document.getElementById('root')!;
const root = createRoot(container);
const render = (node: React.ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

// Any address but sign-in: the router, whose loaders start the screen's data beside its code.
// The sign-in page: React alone, and the router when the user moves on.
let entering: Promise<void> | undefined;
const enterApp = () =>
  (entering ??= import('./app/router').then(async ({ AppRouter, createAppRouter, whenReady }) => {
    const router = createAppRouter();
    await whenReady(router);
    render(<AppRouter router={router} />);
  }));

// The sign-in page arrives drawn (sign-in.html) and works before any script; what was typed in it
// carries over into the live form that replaces it.
const signingIn = isSignInPath(window.location.pathname);
// Any other address: its screen's data leaves as soon as the data side's code is here, beside
// the router's code and the session check, not after them.
if (!signingIn) {
  // Refused for want of a session before the router is here, such a request sends no one anywhere:
  // the session check does, with the way back (the router takes 401s over when it starts).
  setRedirectHandler(() => undefined);
  // With no connection (a teacher's register in a classroom that lost its Wi-Fi) the check comes
  // from the device's kept answers and need not wait for the data side's code. Online it leaves
  // beside the screen's first request (screen-data.ts), not ahead of it.
  if (!navigator.onLine) checkSessionEarly();
  void screenData().then((data) => data.prefetchAtAddress(new URL(window.location.href)));
}
void ready.then(() =>
  signingIn ? render(<FirstSignInPage enterApp={enterApp} typed={typedIntoStaticForm(container)} />) : enterApp(),
);
