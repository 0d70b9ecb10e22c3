import { useState } from 'react';
import { ForgotInput } from '@contracts/account';
import { TextField } from '../../components/text-field';
import { authApi } from '../../lib/auth';
import { AccountCard } from './account-card';
import { useAccountCall } from './use-account-call';

/** 'Forgot Password?': a reset link goes to the email on record; the answer is the same for any ID. */
export default function ForgotPasswordPage() {
  const [rollNo, setRollNo] = useState('');
  const forgot = useAccountCall(authApi.forgot);
  const submit = () => {
    const parsed = ForgotInput.safeParse({ roll_no: rollNo });
    if (!parsed.success) return forgot.setFields({ roll_no: parsed.error.issues[0].message });
    forgot.call(parsed.data);
  };
  return (
    <AccountCard title="FORGOT PASSWORD" message={forgot.message} submitLabel="Send reset link" busy={forgot.busy} onSubmit={submit}>
      <p>Enter your User ID. We will send a link to choose a new password to the email the school has on record.</p>
      <TextField label="User ID" name="roll_no" autoComplete="username" required value={rollNo} onChange={(e) => setRollNo(e.target.value)} error={forgot.fields.roll_no} />
    </AccountCard>
  );
}
