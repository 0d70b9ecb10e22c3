import { lazy, type ReactNode, Suspense } from 'react';
import { useT } from '../i18n/use-t';
import { Outlet } from 'react-router-dom';
import { Sidebar } from '../components/sidebar';
import { Loading } from '../components/loading';
import type { RoleTree } from './areas/screen';
import { useCurrentUser } from '../lib/auth';

// Only a teacher's screens work offline: the status, the kept saves and the service worker load for them alone.
const OfflineStatus = lazy(() => import('../components/offline-status'));

/** One role's shell: its sidebar and the current screen. `banner` stands above every screen (the parent's child switcher). */
export function RoleLayout({ tree, banner }: { tree: RoleTree; banner?: ReactNode }) {
  const t = useT();
  const teacher = useCurrentUser()?.role === 'teacher';
  return (
    <div className="app-shell">
      {/* Before the menu, so a keyboard reaches the screen in one stop instead of one per menu entry. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          // Focus, not the address's #main: the router owns the address.
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('menu.skip')}
      </a>
      <Sidebar title={tree.title} items={tree.screens.filter((s) => s.inNav !== false)} />
      <main className="content" id="main" tabIndex={-1}>
        {teacher && (
          <Suspense fallback={null}>
            <OfflineStatus />
          </Suspense>
        )}
        {banner}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
