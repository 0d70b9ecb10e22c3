import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SignupInput } from '@contracts/auth';
import { Alert, type AlertMessage } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { serverSentence } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { authApi, registeredAs as roleName } from '../../lib/auth';
import type { LoginNotice } from './login-page';
import { useRegisteredAs } from './use-registered-as';
import { DocumentTitle } from '../../components/document-title';

export default function SignupPage() {
  const t = useT();
  const translatedRole = useRegisteredAs();
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', mobile_no: '', roll_no: '', password: '', confirm: '' });
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [registeredAs, setRegisteredAs] = useState('');
  const [notice, setNotice] = useState<AlertMessage | null>(null);

  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

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
        setFields(err.fields);
      } else {
        console.error('Sign-up failed', err);
      }
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setFields({});
    setNotice(null);
    if (form.password !== form.confirm) {
      setError(t('signup.mismatch'));
      return;
    }
    const parsed = SignupInput.safeParse({ email: form.email, mobile_no: form.mobile_no, roll_no: form.roll_no, password: form.password });
    if (!parsed.success) {
      const f: Record<string, string> = {};
      for (const issue of parsed.error.issues) f[String(issue.path[0])] ??= serverSentence(issue.message);
      setFields(f);
      return;
    }
    signup.mutate(parsed.data);
  };

  return (
    <main className="auth-page">
      <DocumentTitle title={t('title.signUp')} />
      <form className="auth-card" onSubmit={submit} noValidate={false} aria-labelledby="signup-heading" aria-describedby="signup-hint">
        <h1 id="signup-heading">{t('signup.title')}</h1>
        {/* Which ID and email: the school's, not ones the person makes up (they are matched to its records). */}
        <p id="signup-hint" className="auth-hint">{t('signup.hint')}</p>
        <Alert message={notice} />
        <TextField label={t('signup.email')} type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} error={fields.email} />
        <TextField label={t('signup.mobile')} name="mobile_no" inputMode="tel" autoComplete="tel" required value={form.mobile_no} onChange={set('mobile_no')} error={fields.mobile_no} />
        <TextField label={t('signup.id')} name="roll_no" autoComplete="username" required value={form.roll_no} onChange={set('roll_no')} error={fields.roll_no} />
        <TextField label={t('signup.password')} name="password" type="password" autoComplete="new-password" required value={form.password} onChange={set('password')} error={fields.password} />
        <TextField label={t('signup.confirm')} name="confirm" type="password" autoComplete="new-password" required value={form.confirm} onChange={set('confirm')} />
        {error && (
          <p className="text-error" role="alert">
            {error}
          </p>
        )}
        {registeredAs && <p className="text-success">{t('auth.registeredAs', { role: translatedRole(registeredAs) })}</p>}
        <button type="submit" className="btn btn-primary btn-block" disabled={signup.isPending}>
          {t('signup.submit')}
        </button>
        <p className="auth-switch">
          <Link to="/Signin">{t('signup.toSignin')}</Link>
        </p>
      </form>
    </main>
  );
}
