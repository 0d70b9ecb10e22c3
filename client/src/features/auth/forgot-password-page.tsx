import { ForgotInput } from '@contracts/account';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { authApi } from '../../lib/auth';
import { bind, useCheckedForm } from '../../lib/use-checked-form';
import { AccountCard } from './account-card';
import { useAccountCall } from './use-account-call';

/** 'Forgot Password?': a reset link goes to the email on record; the answer is the same for any ID. */
export default function ForgotPasswordPage() {
  const t = useT();
  const forgot = useAccountCall(authApi.forgot);
  const { form, onSubmit } = useCheckedForm({
    schema: ForgotInput,
    defaultValues: { roll_no: '' },
    say: forgot.setMessage,
    onSubmit: (input) => forgot.call(input, form),
  });
  return (
    <AccountCard
      title={t('forgot.title')}
      tabTitle={t('title.forgotPassword')}
      message={forgot.message}
      submitLabel={t('forgot.submit')}
      busy={forgot.busy}
      onSubmit={onSubmit}
    >
      <p>{t('forgot.intro')}</p>
      <TextField label={t('login.userId')} autoComplete="username" required {...bind(form, 'roll_no')} />
    </AccountCard>
  );
}
