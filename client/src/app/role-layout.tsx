import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Sidebar, type NavItem } from '../components/sidebar';
import { Loading } from '../components/loading';

export interface Screen extends NavItem {
  element: ReactNode;
  /** Shown in the sidebar (default true). */
  inNav?: boolean;
}

/**
 * One role's tree: its sidebar and its screens. Any path the role has no screen for goes to
 * the role's own home, so a student who types /Teacherm lands on their dashboard. `banner` stands
 * above every screen (the parent's child switcher).
 */
export function RoleLayout({ title, home, screens, sidebarPath, banner }: { title: string; home: string; screens: Screen[]; sidebarPath: string; banner?: ReactNode }) {
  return (
    <div className="app-shell">
      <Sidebar title={title} items={screens.filter((s) => s.inNav !== false)} />
      <main className="content" id="main">
        {banner}
        <Suspense fallback={<Loading />}>
          <Routes>
            {screens.map((s) => (
              <Route key={s.path} path={s.path} element={s.element} />
            ))}
            <Route path={sidebarPath} element={null} />
            <Route path="*" element={<Navigate to={home} replace />} />
          </Routes>
        </Suspense>
      </main>
    </div>
  );
}
