import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../components/loading';
import { useCurrentUser, useLoginStatus } from '../lib/auth';

// Each role's screens are a separate chunk, loaded only for a user of that role.
const areas = {
  admin: lazy(() => import('./areas/admin-area')),
  teacher: lazy(() => import('./areas/teacher-area')),
  student: lazy(() => import('./areas/student-area')),
  parent: lazy(() => import('./areas/parent-area')),
};

export function SignedInArea() {
  const status = useLoginStatus();
  const user = useCurrentUser();
  const location = useLocation();
  if (status.isPending) return <Loading />;
  if (!user) return <Navigate to="/Signin" replace state={{ from: location.pathname }} />;
  const Area = areas[user.role];
  return (
    <Suspense fallback={<Loading />}>
      <Area />
    </Suspense>
  );
}
