import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { authApi } from '../../lib/auth';
import { AccountCard } from './account-card';
import { useAccountCall } from './use-account-call';

/**
 * Where the mailed sign-up link leads. The token is sent only when the person presses the button:
 * a mail scanner that opens links ahead of them must not use up the link.
 */
export default function ConfirmAccountPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useAccountCall(authApi.confirm);
  const missing = { kind: 'error', text: t('confirm.missing') } as const;
  return (
    <AccountCard
      title={t('confirm.title')}
      tabTitle={t('title.confirmAccount')}
      message={token ? confirm.message : missing}
      submitLabel={t('confirm.submit')}
      busy={confirm.busy || !token}
      onSubmit={(e) => {
        // Nothing to type: the link's token is all it sends.
        e.preventDefault();
        confirm.call({ token });
      }}
    >
      <p>{t('confirm.intro')}</p>
    </AccountCard>
  );
}
