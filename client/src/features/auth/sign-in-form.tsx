import type { LoginStatus } from '@contracts/auth';
import type { Language } from '@contracts/i18n/languages';
import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { FORGOT_PATH, SIGN_IN_POST_PATH } from '@contracts/account-paths';
import { Alert, type AlertKind, type AlertMessage } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { forgetChoice, languageWasChosen, switchLanguage, wantedLanguage } from '../../i18n/language';
import { LanguageSelect } from '../../i18n/language-select';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { authApi, rememberUser } from '../../lib/auth-api';
import { type IdleStep, type IdleSteps, inIdleSteps } from '../../lib/idle-steps';
import { bind, useCheckedForm } from '../../lib/use-checked-form';
import { useRegisteredAs } from './use-registered-as';
import { DocumentTitle } from '../../components/document-title';
import { SchoolMark } from '../../components/school-logo';
import { useSchoolName } from '../../lib/school';
import { PATHS } from '../../lib/paths';
import type { SignInValues } from './sign-in-values';

// The login's rules arrive with zod while the person types (loaded when the page is idle), so the
// first paint stays small; the check on Login waits for them only if they have not arrived yet.
const loadRules = () => import('./sign-in-values').then((m): typeof SignInValues => m.SignInValues);
const rulesStep: IdleStep = () => loadRules().then(() => undefined);

export interface LoginNotice {
  message?: string;
  /** How the message is shown; a screen that signs the user out says why as an error. */
  kind?: AlertKind;
  registeredAs?: string;
  /** The User ID to start from: the account a mailed link just confirmed or gave a password. */
  userId?: string;
}

/**
 * The signed-in area, handed in by the app (app/session.ts): its code is fetched while the user
 * types, and it is told of the sign-in, so the form never imports the app that shows it.
 */
export interface SignedInArea {
  /** Its code, as imports small enough to run one per idle moment while the person types. */
  warmSteps(): IdleStep[];
  adopt(status: LoginStatus): Promise<void>;
}

export interface SignInProps {
  /** The signed-in area this form leads into. */
  area: SignedInArea;
  /** What the page that sent the user here had to say (history state). */
  notice: LoginNotice;
  /** Where to go after signing in (the `?next=` address, already checked to be our own). */
  next: string | null;
  /** Opens a path once signed in. */
  go: (path: string) => unknown;
  /** A link to another of the app's pages. */
  LinkTo: ComponentType<{ to: string; children: ReactNode }>;
  /** What was typed into the page's static form (sign-in.html) before the script took over. */
  typed?: TypedSignIn;
}

export interface TypedSignIn {
  rollNo: string;
  password: string;
  remember: boolean;
  /** The field the person was in (its name), to keep them there. */
  focus: string | null;
  /** The static form said the last attempt failed (it came back as /Signin?failed=1). */
  failed: boolean;
  /** A language picked in the static form's selector, which had no script behind it yet. */
  language?: Language;
}

// The sign-in form works without a router, the query cache and the signed-in area's code, so the
// app's entry can show it with React alone (first-page.tsx); inside the router, login-page.tsx
// gives it the router's location and links. It fetches the rest once it is usable, while the user types.
export function SignInForm({ area, notice, next, go, LinkTo: Link, typed }: SignInProps) {
  const t = useT();
  const roleName = useRegisteredAs();
  const school = useSchoolName();
  const [alert, setAlert] = useState<AlertMessage | null>(
    notice.message ? { kind: notice.kind ?? 'success', text: notice.message } : null,
  );
  const [error, setError] = useState(typed?.failed ? t('login.failed') : '');
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const warming = useRef<IdleSteps | null>(null);

  useEffect(() => {
    // The person keeps typing in the field they were in when the static form was replaced.
    // With the User ID filled in from a confirmed link, the password is what is left to type.
    const field = typed?.focus ?? (notice.userId ? 'password' : null);
    if (field) form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }, [typed, notice.userId]);

  useEffect(() => {
    // Picked before the script took over: it counts as picked here.
    if (typed?.language && typed.language !== wantedLanguage()) void switchLanguage(typed.language, { chosen: true });
  }, [typed]);

  useEffect(() => {
    // Nothing may hold up a keystroke: one import per idle moment, never all at once (issue 37).
    const steps = inIdleSteps([rulesStep, ...area.warmSteps()]);
    warming.current = steps;
    return () => steps.stop();
  }, [area]);

  const signIn = async ({ roll_no, password, remember }: { roll_no: string; password: string; remember?: boolean }) => {
    setPending(true);
    try {
      // A language picked here becomes the account's; otherwise the account's own comes back.
      const answer = authApi.login({
        roll_no,
        password,
        remember,
        ...(languageWasChosen() ? { language: wantedLanguage() } : {}),
      });
      // While the server checks the password, the code still missing arrives (after the request left).
      warming.current?.now();
      const res = await answer;
      forgetChoice();
      if (res.language) await switchLanguage(res.language);
      setAlert({ kind: 'success', text: res.message });
      // The answer carries the session: no status call follows it.
      if (!res.isLoggedIn) {
        setPending(false);
        setError(t('login.failed'));
        return;
      }
      await area.adopt(res);
      rememberUser(res);
      await go(next ?? (res.redirect || PATHS.root));
    } catch (err) {
      setPending(false);
      setAlert(null);
      setError(err instanceof ApiError && err.serverError ? err.serverError : t('auth.unexpected'));
    }
  };
  const { form: fields, onSubmit } = useCheckedForm({
    schema: loadRules,
    defaultValues: {
      roll_no: typed?.rollNo || notice.userId || '',
      password: typed?.password ?? '',
      remember: typed?.remember ?? false,
    },
    onSubmit: (values) => void signIn(values),
    say: (message) => setError(message?.text ?? ''),
  });

  return (
    <main className="auth-page">
      <DocumentTitle title={t('title.signIn')} />
      {/* Without a script yet (a slow phone), the form posts itself to the page's address: the
          server signs in and answers with the next page (server/src/modules/auth/sign-in-form-post.ts). */}
      <form
        ref={form}
        className="auth-card"
        method="post"
        action={SIGN_IN_POST_PATH}
        onSubmit={onSubmit}
        aria-labelledby="login-heading"
      >
        <LanguageSelect />
        <SchoolMark className="auth-school" name={school} />
        <h1 id="login-heading">{t('login.title')}</h1>
        <Alert message={alert} />
        {notice.registeredAs && (
          <p className="text-success">{t('auth.registeredAs', { role: roleName(notice.registeredAs) })}</p>
        )}
        <TextField label={t('login.userId')} autoComplete="username" required {...bind(fields, 'roll_no')} />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          {...bind(fields, 'password')}
        />
        <div className="auth-row">
          <label className="checkbox">
            <input type="checkbox" value="true" {...fields.register('remember')} /> {t('login.remember')}
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
          <Link to={PATHS.signUp}>{t('login.toSignup')}</Link>
        </p>
      </form>
    </main>
  );
}
