import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { adminLoginsApi } from '../lib/auth';
import { failed, type Say } from '../lib/use-submit';
import { ConfirmDialog } from './confirm-dialog';

import { SIGN_IN_LETTER_PATH } from '../lib/paths';

export { SIGN_IN_LETTER_PATH };

/**
 * A teacher's or student's login, from the management screens: Reset login (after a Yes/No) takes
 * it back and ends its sessions; Sign-in letter issues a one-time setup code and opens the
 * printable letter (the letter travels in the navigation state, so reloading it issues none).
 */
export function LoginActions({ id, label, say }: { id: string; label: string; say: Say }) {
  const t = useT();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: () => adminLoginsApi.reset(id),
    onMutate: () => say(null),
    onSuccess: (res) => say({ kind: 'success', text: res.message }),
    onError: (err) => say(failed(t('logins.resetFailed'), err)),
    onSettled: () => setAsking(false),
  });
  const letter = useMutation({
    mutationFn: () => adminLoginsApi.letter(id),
    onMutate: () => say(null),
    onSuccess: (res) => navigate(SIGN_IN_LETTER_PATH, { state: res }),
    onError: (err) => say(failed(t('logins.letterFailed'), err)),
  });
  return (
    <>
      <button
        type="button"
        className="btn-icon"
        aria-label={t('logins.resetOf', { label })}
        title={t('logins.reset')}
        onClick={() => setAsking(true)}
      >
        {t('logins.reset')}
      </button>
      <button
        type="button"
        className="btn-icon"
        aria-label={t('logins.letterFor', { label })}
        title={t('logins.letter')}
        onClick={() => letter.mutate()}
        disabled={letter.isPending}
      >
        {t('logins.letter')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('logins.reset')}
        message={t('logins.resetQuestion', { label, id })}
        onYes={() => reset.mutate()}
        onNo={() => setAsking(false)}
        busy={reset.isPending}
      />
    </>
  );
}
