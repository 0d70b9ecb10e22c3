import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { FORGOT_PATH } from '@contracts/account-paths';
import { Alert, type AlertKind, type AlertMessage } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { currentLanguage as currentLanguageOf, forgetChoice, languageWasChosen, switchLanguage } from '../../i18n/language';
import { LanguageSelect } from '../../i18n/language-select';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { authApi, rememberUser, safeNext } from '../../lib/auth-api';
import { prefetchSignedIn, screenData } from '../../app/session';
import { useRegisteredAs } from './use-registered-as';
import { DocumentTitle } from '../../components/document-title';

export interface LoginNotice {
  message?: string;
  /** How the message is shown; a screen that signs the user out says why as an error. */
  kind?: AlertKind;
  registeredAs?: string;
}

// The sign-in page is the app's entry: it works without the query cache and the signed-in
// area's code, and fetches both once it is usable, while the user types.
export default function LoginPage() {
  const t = useT();
  const roleName = useRegisteredAs();
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
      // A language picked here becomes the account's; otherwise the account's own comes back.
      const res = await authApi.login({ roll_no: rollNo.trim(), password, remember, ...(languageWasChosen() ? { language: currentLanguageOf() } : {}) });
      forgetChoice();
      if (res.language) await switchLanguage(res.language);
      setAlert({ kind: 'success', text: res.message });
      // The answer carries the session: no status call follows it.
      if (!res.isLoggedIn) {
        setPending(false);
        setError(t('login.failed'));
        return;
      }
      (await screenData()).adoptSignIn(res);
      rememberUser(res);
      await navigate(next ?? (res.redirect || '/'));
    } catch (err) {
      setPending(false);
      setAlert(null);
      setError(err instanceof ApiError && err.serverError ? err.serverError : t('auth.unexpected'));
    }
  };

  return (
    <main className="auth-page">
      <DocumentTitle title={t('title.signIn')} />
      <form className="auth-card" onSubmit={submit} aria-labelledby="login-heading">
        <LanguageSelect />
        <h1 id="login-heading">{t('login.title')}</h1>
        <Alert message={alert} />
        {notice.registeredAs && <p className="text-success">{t('auth.registeredAs', { role: roleName(notice.registeredAs) })}</p>}
        <TextField label={t('login.userId')} name="roll_no" autoComplete="username" required value={rollNo} onChange={(e) => setRollNo(e.target.value)} />
        <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} /> {t('login.remember')}
          </label>
          <Link to={FORGOT_PATH}>{t('login.forgot')}</Link>
        </div>
        {error && (
          <p className="text-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? t('login.busy') : t('login.submit')}
        </button>
        <p className="auth-switch">
          <Link to="/Signup">{t('login.toSignup')}</Link>
        </p>
      </form>
    </main>
  );
}
