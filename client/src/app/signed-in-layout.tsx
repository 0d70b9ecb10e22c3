import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../components/loading';
import { signInPath, useCurrentUser, useLoginStatus } from '../lib/auth';
import { ParentShell } from './parent-shell';
import { Providers } from './providers';
import { RoleLayout } from './role-layout';
import { ROLE_TREES } from './role-trees';

function Shell() {
  const status = useLoginStatus();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  // The route's loader checked the session; it is gone if a later request was refused (401).
  if (status.isPending) return <Loading />;
  if (!user) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;
  return user.role === 'parent' ? <ParentShell /> : <RoleLayout tree={ROLE_TREES[user.role]} />;
}

export function SignedInLayout() {
  return (
    <Providers>
      <Shell />
    </Providers>
  );
}
