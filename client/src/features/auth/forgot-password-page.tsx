import { useState } from 'react';
import { ForgotInput } from '@contracts/account';
import { TextField } from '../../components/text-field';
import { serverSentence } from '../../i18n/language';
import { useT } from '../../i18n/use-t';
import { authApi } from '../../lib/auth';
import { AccountCard } from './account-card';
import { useAccountCall } from './use-account-call';

/** 'Forgot Password?': a reset link goes to the email on record; the answer is the same for any ID. */
export default function ForgotPasswordPage() {
  const t = useT();
  const [rollNo, setRollNo] = useState('');
  const forgot = useAccountCall(authApi.forgot);
  const submit = () => {
    const parsed = ForgotInput.safeParse({ roll_no: rollNo });
    if (!parsed.success) return forgot.setFields({ roll_no: serverSentence(parsed.error.issues[0].message) });
    forgot.call(parsed.data);
  };
  return (
    <AccountCard title={t('forgot.title')} tabTitle={t('title.forgotPassword')} message={forgot.message} submitLabel={t('forgot.submit')} busy={forgot.busy} onSubmit={submit}>
      <p>{t('forgot.intro')}</p>
      <TextField label={t('login.userId')} name="roll_no" autoComplete="username" required value={rollNo} onChange={(e) => setRollNo(e.target.value)} error={forgot.fields.roll_no} />
    </AccountCard>
  );
}
