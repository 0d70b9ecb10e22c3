import { z } from 'zod';
import type { Role } from './enums';
import { LANGUAGES, type Language } from './i18n/languages';
import { fitsBcrypt, optionalEmail, loginId, mobile, newPassword, PASSWORD_TOO_LONG, required } from './fields';
import { msg } from './i18n/packed-text';

// The email the school has, or, for someone the school knows by a mobile alone (most parents),
// nothing: the mobile is then what proves them, and the link goes there by SMS.
export const SignupInput = z.object({
  email: optionalEmail,
  mobile_no: mobile,
  roll_no: loginId,
  password: newPassword,
});
export type SignupInput = z.infer<typeof SignupInput>;

export const LoginInput = z.object({
  roll_no: z
    .string({ error: required('label.userId') })
    .trim()
    .min(1, required('label.userId'))
    .max(64, msg('field.userIdLong')),
  password: z
    .string({ error: required('label.password') })
    .min(1, required('label.password'))
    .refine(fitsBcrypt, PASSWORD_TOO_LONG),
  remember: z.boolean().optional(),
  /** Sent only when the person chose a language on the sign-in screen: it becomes theirs. */
  language: z.enum(LANGUAGES).optional(),
});
export type LoginInput = z.infer<typeof LoginInput>;

// A teacher's or student's sign-up answers 202 with the message only (the login is finished
// from the mailed link); user_type and redirect stay part of the spec's answer shape.
export interface SignupResponse {
  message: string;
  user_type?: string;
  redirect?: string;
}
export interface LoginStatus {
  isLoggedIn: boolean;
  user_id?: string;
  user_type?: string;
  redirect?: string;
  email?: string;
  /** Beyond the spec: what the signed-in shell shows. */
  role?: Role;
  name?: string;
  /** The signed-in person's language (ours; the spec's client ignores it). */
  language?: Language;
}
// The spec's message, plus the status fields: the client signs in without a status call after it.
export interface LoginResponse extends LoginStatus {
  message: string;
}
export interface MessageResponse {
  message: string;
}

export const LanguageInput = z.object({ language: z.enum(LANGUAGES, { error: msg('language.invalid') }) });
export type LanguageInput = z.infer<typeof LanguageInput>;
