import '../../i18n/server-texts';
import { z } from 'zod';
import { LoginInput } from '@contracts/auth';

/**
 * What the sign-in form holds, checked by the login's own rules. Its checkbox carries "true", as
 * in the static form that posts itself before the script arrives; here it becomes the boolean sent.
 */
export const SignInValues = LoginInput.extend({ remember: z.coerce.boolean() });
