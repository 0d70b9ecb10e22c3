import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter, useNavigate } from 'react-router-dom';
import { guardedBrowserHistory } from '../lib/navigation-hold';
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

export function AppRouter() {
  // A browser history that screens with unsaved work can hold (lib/navigation-hold.ts).
  const [history] = useState(guardedBrowserHistory);
  return (
    <HistoryRouter history={history}>
      <RedirectBridge />
      <Routes>
        <Route path="/" element={<LoginPage />} />
        {/* Paths match without regard to case, so the spec's /signin links land here too. */}
        <Route path="/Signin" element={<LoginPage />} />
        <Route path="/Signup" element={<Suspense fallback={<Loading />}><SignupPage /></Suspense>} />
        <Route path="*" element={<SignedInArea />} />
      </Routes>
    </HistoryRouter>
  );
}
