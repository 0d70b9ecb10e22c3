import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FORGOT_PATH } from '@contracts/account-paths';
import { Alert, type AlertKind, type AlertMessage } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { authApi, rememberUser, safeNext } from '../../lib/auth-api';
import { prefetchSignedIn, screenData } from '../../app/session';

export interface LoginNotice {
  message?: string;
  /** How the message is shown; a screen that signs the user out says why as an error. */
  kind?: AlertKind;
  registeredAs?: string;
}

// The sign-in page is the app's entry: it works without the query cache and the signed-in
// area's code, and fetches both once it is usable, while the user types.
export default function LoginPage() {
  const navigate = useNavigate();
  const notice = (useLocation().state ?? {}) as LoginNotice;
  const next = safeNext(useSearchParams()[0].get('next'));
  const [rollNo, setRollNo] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(notice.message ? { kind: notice.kind ?? 'success', text: notice.message } : null);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 50));
    idle(prefetchSignedIn);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setPending(true);
    try {
      const res = await authApi.login({ roll_no: rollNo.trim(), password, remember });
      setAlert({ kind: 'success', text: res.message });
      // The answer carries the session: no status call follows it.
      if (!res.isLoggedIn) {
        setPending(false);
        setError('Login failed. Please try again.');
        return;
      }
      (await screenData()).adoptSignIn(res);
      rememberUser(res);
      await navigate(next ?? (res.redirect || '/'));
    } catch (err) {
      setPending(false);
      setAlert(null);
      setError(err instanceof ApiError && err.serverError ? err.serverError : 'An unexpected error occurred. Please try again.');
    }
  };

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} aria-labelledby="login-heading">
        <h1 id="login-heading">LOGIN</h1>
        <Alert message={alert} />
        {notice.registeredAs && <p className="text-success">Registered as: {notice.registeredAs}</p>}
        <TextField label="User ID" name="roll_no" autoComplete="username" required value={rollNo} onChange={(e) => setRollNo(e.target.value)} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> Remember me
          </label>
          <Link to={FORGOT_PATH}>Forgot Password?</Link>
        </div>
        {error && (
          <p className="text-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? 'Signing in…' : 'Login'}
        </button>
        <p className="auth-switch">
          <Link to="/Signup">Don&apos;t have an account? Sign up</Link>
        </p>
      </form>
    </main>
  );
}
