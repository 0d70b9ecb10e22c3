import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: () => adminLoginsApi.reset(id),
    onMutate: () => say(null),
    onSuccess: (res) => say({ kind: 'success', text: res.message }),
    onError: (err) => say(failed('Error resetting the login!', err)),
    onSettled: () => setAsking(false),
  });
  const letter = useMutation({
    mutationFn: () => adminLoginsApi.letter(id),
    onMutate: () => say(null),
    onSuccess: (res) => navigate(SIGN_IN_LETTER_PATH, { state: res }),
    onError: (err) => say(failed('Error creating the sign-in letter!', err)),
  });
  return (
    <>
      <button type="button" className="btn-icon" aria-label={`Reset login of ${label}`} title="Reset login" onClick={() => setAsking(true)}>
        Reset login
      </button>
      <button type="button" className="btn-icon" aria-label={`Sign-in letter for ${label}`} title="Sign-in letter" onClick={() => letter.mutate()} disabled={letter.isPending}>
        Sign-in letter
      </button>
      <ConfirmDialog
        open={asking}
        title="Reset login"
        message={`Reset the login of ${label}? The password is cleared and every session ends at once; ${id} must claim the login again.`}
        onYes={() => reset.mutate()}
        onNo={() => setAsking(false)}
        busy={reset.isPending}
      />
    </>
  );
}
