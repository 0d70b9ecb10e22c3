import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Sidebar } from '../components/sidebar';
import { Loading } from '../components/loading';
import type { RoleTree } from './areas/screen';

/** One role's shell: its sidebar and the current screen. `banner` stands above every screen (the parent's child switcher). */
export function RoleLayout({ tree, banner }: { tree: RoleTree; banner?: ReactNode }) {
  return (
    <div className="app-shell">
      <Sidebar title={tree.title} items={tree.screens.filter((s) => s.inNav !== false)} />
      <main className="content" id="main">
        {banner}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
