import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SignupInput } from '@contracts/auth';
import { Alert, type AlertMessage } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { authApi, registeredAs as roleName } from '../../lib/auth';
import { bind, useCheckedForm } from '../../lib/use-checked-form';
import { applyServerErrors } from '../../lib/use-zod-form';
import { PATHS } from '../../lib/paths';
import { confirmation, passwordsDiffer } from './password-confirmation';
import type { LoginNotice } from './login-page';
import { useRegisteredAs } from './use-registered-as';
import { DocumentTitle } from '../../components/document-title';

const SignupForm = SignupInput.extend(confirmation);

export default function SignupPage() {
  const t = useT();
  const translatedRole = useRegisteredAs();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [registeredAs, setRegisteredAs] = useState('');
  const [notice, setNotice] = useState<AlertMessage | null>(null);

  const signup = useMutation({
    mutationFn: authApi.signup,
    onSuccess: (res) => {
      const role = roleName(res.user_type) ?? '';
      setRegisteredAs(role);
      // A teacher's or student's sign-up is finished from the link mailed to them: say so here.
      setNotice({ kind: 'success', text: res.message });
      if (res.redirect) {
        const state: LoginNotice = { message: res.message, registeredAs: role || undefined };
        navigate(res.redirect, { state });
      }
    },
    onError: (err) => {
      if (err instanceof ApiError && err.serverError) {
        setError(err.serverError);
        applyServerErrors(form, err);
      } else {
        console.error('Sign-up failed', err);
      }
    },
  });

  const { form, onSubmit } = useCheckedForm({
    schema: SignupForm,
    defaultValues: { email: '', mobile_no: '', roll_no: '', password: '', confirm: '' },
    checks: { missing: passwordsDiffer(t('signup.mismatch')) },
    say: (message) => {
      setError(message?.text ?? '');
      if (!message) setNotice(null);
    },
    onSubmit: ({ confirm: _confirm, ...input }) => signup.mutate(input),
  });

  return (
    <main className="auth-page">
      <DocumentTitle title={t('title.signUp')} />
      <form className="auth-card" onSubmit={onSubmit} aria-labelledby="signup-heading" aria-describedby="signup-hint">
        <h1 id="signup-heading">{t('signup.title')}</h1>
        {/* Which ID and email: the school's, not ones the person makes up (they are matched to its records).
            A parent the school knows by a mobile alone leaves the email empty: the link comes by SMS. */}
        <p id="signup-hint" className="auth-hint">
          {t('signup.hint')}
        </p>
        <Alert message={notice} />
        <TextField label={t('signup.email')} type="email" autoComplete="email" {...bind(form, 'email')} />
        <TextField
          label={t('signup.mobile')}
          inputMode="tel"
          autoComplete="tel"
          required
          {...bind(form, 'mobile_no')}
        />
        <TextField label={t('signup.id')} autoComplete="username" required {...bind(form, 'roll_no')} />
        <TextField
          label={t('signup.password')}
          type="password"
          autoComplete="new-password"
          required
          {...bind(form, 'password')}
        />
        <TextField
          label={t('signup.confirm')}
          type="password"
          autoComplete="new-password"
          required
          {...bind(form, 'confirm')}
        />
        {error && (
          <p className="text-error" role="alert">
            {error}
          </p>
        )}
        {registeredAs && (
          <p className="text-success">{t('auth.registeredAs', { role: translatedRole(registeredAs) })}</p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={signup.isPending}>
          {t('signup.submit')}
        </button>
        <p className="auth-switch">
          <Link to={PATHS.signIn}>{t('signup.toSignin')}</Link>
        </p>
      </form>
    </main>
  );
}
