import { lazy, Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes, useNavigate } from 'react-router-dom';
import LoginPage from '../features/auth/login-page';
import { setRedirectHandler } from '../lib/api-client';
import { Loading } from '../components/loading';
import { SignedInArea } from './signed-in-area';

// Sign-up validates with the shared schemas; loading it apart keeps the sign-in page small.
const SignupPage = lazy(() => import('../features/auth/signup-page'));

function RedirectBridge() {
  const navigate = useNavigate();
  useEffect(() => setRedirectHandler((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

function AppRoutes() {
  return (
    <>
      <RedirectBridge />
      <Routes>
        <Route path="/" element={<LoginPage />} />
        {/* Paths match without regard to case, so the spec's /signin links land here too. */}
        <Route path="/Signin" element={<LoginPage />} />
        <Route path="/Signup" element={<Suspense fallback={<Loading />}><SignupPage /></Suspense>} />
        <Route path="*" element={<SignedInArea />} />
      </Routes>
    </>
  );
}

// A data router, so that screens with unsaved work can hold a navigation (useBlocker); the
// route tree itself stays in <Routes>, one per role area.
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return <RouterProvider router={router} />;
}
