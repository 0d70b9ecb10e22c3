import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AccountReady } from '@contracts/account';
import type { AlertMessage } from '../../components/alert';
import { useT } from '../../i18n/use-t';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors } from '../../lib/use-zod-form';
import type { LoginNotice } from './login-page';
import { registeredAs } from '../../lib/auth';

/**
 * A call of an identity screen: its outcome as the screen's message, its fields' errors on the form. An
 * answer with `redirect` (confirm, set password) goes on to sign-in, carrying the message and
 * the spec's 'Registered as: ...'.
 */
export function useAccountCall<V, R extends { message: string } | AccountReady>(send: (values: V) => Promise<R>) {
  const t = useT();
  const navigate = useNavigate();
  const [message, setMessage] = useState<AlertMessage | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onMutate: () => setMessage(null),
    onSuccess: (res) => {
      if ('redirect' in res && res.redirect) {
        const state: LoginNotice = {
          message: res.message,
          registeredAs: registeredAs(res.user_type),
          userId: res.login_id,
        };
        navigate(res.redirect, { state });
      } else setMessage({ kind: 'success', text: res.message });
    },
    onError: (err) => {
      setMessage({
        kind: 'error',
        text: err instanceof ApiError && err.serverError ? err.serverError : t('auth.unexpected'),
      });
    },
  });
  const call = <T extends FieldValues>(values: V, form?: UseFormReturn<T, unknown, FieldValues>) =>
    mutation.mutate(values, { onError: (err) => form && applyServerErrors(form, err) });
  return { call, busy: mutation.isPending, done: mutation.isSuccess, message, setMessage };
}
