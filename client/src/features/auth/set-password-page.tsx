import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ResetInput } from '@contracts/account';
import { TextField } from '../../components/text-field';
import { serverSentence } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { authApi } from '../../lib/auth';
import { AccountCard } from './account-card';
import { useAccountCall } from './use-account-call';

/** Where reset links and sign-in letters lead: the code comes from the link, or is typed from the letter. */
export default function SetPasswordPage() {
  const t = useT();
  const linked = useSearchParams()[0].get('token') ?? '';
  const [form, setForm] = useState({ token: linked, password: '', confirm: '' });
  const reset = useAccountCall(authApi.reset);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [key]: e.target.value });

  const submit = () => {
    if (form.password !== form.confirm) return reset.setMessage({ kind: 'error', text: t('signup.mismatch') });
    const parsed = ResetInput.safeParse({ token: form.token, password: form.password });
    if (!parsed.success) {
      const f: Record<string, string> = {};
      for (const issue of parsed.error.issues) f[String(issue.path[0])] ??= serverSentence(issue.message);
      return reset.setFields(f);
    }
    reset.call(parsed.data);
  };

  return (
    <AccountCard title={t('setPassword.title')} tabTitle={t('title.setPassword')} message={reset.message} submitLabel={t('setPassword.submit')} busy={reset.busy} onSubmit={submit}>
      {!linked && <TextField label={t('setPassword.code')} name="token" autoComplete="one-time-code" required value={form.token} onChange={set('token')} error={reset.fields.token} />}
      <TextField label={t('setPassword.new')} name="password" type="password" autoComplete="new-password" required value={form.password} onChange={set('password')} error={reset.fields.password} />
      <TextField label={t('setPassword.confirm')} name="confirm" type="password" autoComplete="new-password" required value={form.confirm} onChange={set('confirm')} />
    </AccountCard>
  );
}
