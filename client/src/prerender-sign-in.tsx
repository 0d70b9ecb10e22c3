import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SignInForm } from './features/auth/sign-in-form';

// Built for Node by scripts/prerender-sign-in.mjs: the sign-in form as HTML, so sign-in.html shows
// a form that works (it posts itself) before any script has arrived on a slow phone.

// Static markup runs no effect and signs no one in: nothing to fetch or tell.
const STATIC = { warmSteps: () => [], adopt: async () => undefined };
const PlainLink = ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>;

export function signInMarkup(): string {
  const html = renderToStaticMarkup(
    <SignInForm area={STATIC} notice={{}} next={null} go={() => undefined} LinkTo={PlainLink} />,
  );
  // The tab's title is index.html's own; React would leave the screen's <title> in the body.
  return html.replace(/<title>[\s\S]*?<\/title>/g, '');
}
