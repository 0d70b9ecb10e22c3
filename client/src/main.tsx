import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstSignInPage, isSignInPath, typedIntoStaticForm } from './app/first-page';
import { initialLanguage, switchLanguage } from './i18n/language';
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
void ready.then(() =>
  isSignInPath(window.location.pathname) ? render(<FirstSignInPage enterApp={enterApp} typed={typedIntoStaticForm(container)} />) : enterApp(),
);
