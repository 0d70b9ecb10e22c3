import { useSearchParams } from 'react-router-dom';
import { ResetInput } from '@contracts/account';
import { TextField } from '../../components/text-field';
import { useT } from '../../i18n/use-t';
import { authApi } from '../../lib/auth';
import { bind, useCheckedForm } from '../../lib/use-checked-form';
import { AccountCard } from './account-card';
import { confirmation, passwordsDiffer } from './password-confirmation';
import { useAccountCall } from './use-account-call';

const SetPasswordForm = ResetInput.extend(confirmation);

/** Where reset links and sign-in letters lead: the code comes from the link, or is typed from the letter. */
export default function SetPasswordPage() {
  const t = useT();
  const linked = useSearchParams()[0].get('token') ?? '';
  const reset = useAccountCall(authApi.reset);
  const { form, onSubmit } = useCheckedForm({
    schema: SetPasswordForm,
    defaultValues: { token: linked, password: '', confirm: '' },
    checks: { missing: passwordsDiffer(t('signup.mismatch')) },
    say: reset.setMessage,
    onSubmit: ({ confirm: _confirm, ...input }) => reset.call(input, form),
  });

  return (
    <AccountCard
      title={t('setPassword.title')}
      tabTitle={t('title.setPassword')}
      message={reset.message}
      submitLabel={t('setPassword.submit')}
      busy={reset.busy}
      onSubmit={onSubmit}
    >
      {!linked && (
        <TextField label={t('setPassword.code')} autoComplete="one-time-code" required {...bind(form, 'token')} />
      )}
      <TextField
        label={t('setPassword.new')}
        type="password"
        autoComplete="new-password"
        required
        {...bind(form, 'password')}
      />
      <TextField
        label={t('setPassword.confirm')}
        type="password"
        autoComplete="new-password"
        required
        {...bind(form, 'confirm')}
      />
    </AccountCard>
  );
}
