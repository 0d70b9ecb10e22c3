import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

/** A signed-in screen: its heading, which also names the browser tab, and its content. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <DocumentTitle title={title} />
      <header className="page-header">
        <h1 id="page-title">{title}</h1>
        {actions && <div className="page-actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
