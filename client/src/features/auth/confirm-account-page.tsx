import { useSearchParams } from 'react-router-dom';
import { authApi } from '../../lib/auth';
import { AccountCard } from './account-card';
import { useAccountCall } from './use-account-call';

/**
 * Where the mailed sign-up link leads. The token is sent only when the person presses the button:
 * a mail scanner that opens links ahead of them must not use up the link.
 */
export default function ConfirmAccountPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useAccountCall(authApi.confirm);
  const missing = { kind: 'error', text: 'This page needs the link from your email. Please open the whole link.' } as const;
  return (
    <AccountCard title="CONFIRM ACCOUNT" message={token ? confirm.message : missing} submitLabel="Confirm my account" busy={confirm.busy || !token} onSubmit={() => confirm.call({ token })}>
      <p>Confirm to finish creating your account; you then sign in with the password you chose at sign-up.</p>
    </AccountCard>
  );
}
