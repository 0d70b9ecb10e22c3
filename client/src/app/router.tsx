import { lazy, Suspense, useEffect, useState } from 'react';
import { CONFIRM_PATH, FORGOT_PATH, SET_PASSWORD_PATH } from '@contracts/account-paths';
import { Route, Routes, unstable_HistoryRouter as HistoryRouter, useNavigate } from 'react-router-dom';
import { guardedBrowserHistory } from '../lib/navigation-hold';
import LoginPage from '../features/auth/login-page';
import { setRedirectHandler } from '../lib/api-client';
import { Loading } from '../components/loading';
import { SignedInArea } from './signed-in-area';

// Sign-up validates with the shared schemas; loading it apart keeps the sign-in page small.
const SignupPage = lazy(() => import('../features/auth/signup-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ConfirmAccountPage = lazy(() => import('../features/auth/confirm-account-page'));
const SetPasswordPage = lazy(() => import('../features/auth/set-password-page'));

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
        <Route path={FORGOT_PATH} element={<Suspense fallback={<Loading />}><ForgotPasswordPage /></Suspense>} />
        <Route path={CONFIRM_PATH} element={<Suspense fallback={<Loading />}><ConfirmAccountPage /></Suspense>} />
        <Route path={SET_PASSWORD_PATH} element={<Suspense fallback={<Loading />}><SetPasswordPage /></Suspense>} />
        <Route path="*" element={<SignedInArea />} />
      </Routes>
    </HistoryRouter>
  );
}
