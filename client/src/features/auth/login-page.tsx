import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FORGOT_PATH } from '@contracts/account-paths';
import { Alert, type AlertKind, type AlertMessage } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { ApiError } from '../../lib/api-client';
import { authApi, LOGIN_STATUS_KEY, rememberUser } from '../../lib/auth';
import { DocumentTitle } from '../../components/document-title';

export interface LoginNotice {
  message?: string;
  /** How the message is shown; a screen that signs the user out says why as an error. */
  kind?: AlertKind;
  registeredAs?: string;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const notice = (useLocation().state ?? {}) as LoginNotice;
  const [rollNo, setRollNo] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [alert, setAlert] = useState<AlertMessage | null>(notice.message ? { kind: notice.kind ?? 'success', text: notice.message } : null);
  const [error, setError] = useState('');

  const login = useMutation({
    mutationFn: async () => {
      const res = await authApi.login({ roll_no: rollNo.trim(), password, remember });
      setAlert({ kind: 'success', text: res.message });
      const status = await authApi.status();
      qc.setQueryData(LOGIN_STATUS_KEY, status);
      return status;
    },
    onSuccess: (status) => {
      if (!status.isLoggedIn) {
        setError('Login failed. Please try again.');
        return;
      }
      rememberUser(status);
      navigate(status.redirect || '/');
    },
    onError: (err) => {
      setAlert(null);
      setError(err instanceof ApiError && err.serverError ? err.serverError : 'An unexpected error occurred. Please try again.');
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    login.mutate();
  };

  return (
    <main className="auth-page">
      <DocumentTitle title="Sign in" />
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
        <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'Login'}
        </button>
        <p className="auth-switch">
          <Link to="/Signup">Don&apos;t have an account? Sign up</Link>
        </p>
      </form>
    </main>
  );
}
