import { z } from 'zod';
import { loginId, newPassword } from './fields';
import { msg } from './i18n/packed-text';

// A one-time token from a mailed link or a printed letter (32 random bytes, base64url). A code
// typed from a letter may carry the spaces it was printed with.
export const accountToken = z
  .string({ error: msg('field.codeRequired') })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, msg('field.codeRequired'))
      .max(100, msg('field.codeInvalid'))
      .regex(/^[A-Za-z0-9_-]+$/, msg('field.codeInvalid')),
  );

export const ConfirmInput = z.object({ token: accountToken });
export type ConfirmInput = z.infer<typeof ConfirmInput>;

export const ForgotInput = z.object({ roll_no: loginId });
export type ForgotInput = z.infer<typeof ForgotInput>;

export const ResetInput = z.object({ token: accountToken, password: newPassword });
export type ResetInput = z.infer<typeof ResetInput>;

export const LoginIdParams = z.object({ login_id: loginId });

/** The answer of confirm and reset: the spec's sign-up answer shape. */
/** The sign-in page opens with `login_id` filled in: the person just proved the link is theirs. */
export interface AccountReady {
  message: string;
  user_type: string;
  redirect: string;
  login_id: string;
}

/** What a printed sign-in letter shows. */
export interface SignInLetter {
  school_name: string;
  id: string;
  name: string;
  role: 'teacher' | 'student' | 'parent';
  link: string;
  code: string;
  expires_at: string;
}
