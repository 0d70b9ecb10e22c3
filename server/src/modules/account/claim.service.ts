import { PATHS } from '@contracts/paths';
import type { SignupInput } from '@contracts/auth';
import { USER_TYPE_CODE } from '@contracts/enums';
import type { AccountReady } from '@contracts/account';
import type { Language } from '@contracts/i18n/languages';
import { transaction } from '../../db/pool';
import { AppError } from '../../core/errors';
import { accountsRepo } from '../auth/accounts.repo';
import type { PasswordHashing } from '../auth/passwords';
import { type Person, peopleRepo } from '../people/people.repo';
import { smsOnly } from '../../mail/enqueue';
import { issueToken, redeemToken } from './account-tokens';
import { accountMails, type Sending } from './account-mails';
import { tokensRepo } from './tokens.repo';
import { msg, ref } from '@contracts/i18n/packed-text';

/** The one answer to every sign-up, whichever case it was: it tells nobody which IDs exist. */
export const SIGNUP_MESSAGE = msg('account.signupSent');
/** The same, for a sign-up without an email: the link goes by SMS to the mobile on record. */
export const SIGNUP_SMS_MESSAGE = msg('account.signupSentSms');

const sameEmail = (a: string | null, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
/** The same number however it was written: +91 98765 43210 is 9876543210. */
const sameMobile = (a: string, b: string) => a.replace(/\D/g, '').slice(-10) === b.replace(/\D/g, '').slice(-10);

/**
 * Whether the sign-up names the contact the school has: the email when one is typed, or, with
 * none typed, the mobile of a person the school knows by their mobile alone. The message goes
 * to that contact in any case, never to one typed at sign-up.
 */
const proves = (person: Person, input: SignupInput) =>
  input.email ? sameEmail(person.email, input.email) : !person.email && sameMobile(person.mobile, input.mobile_no);

/** The record still has the contact the sign-up link was sent to. */
const stillReaches = (person: Person, t: { email: string | null; mobile: string | null }) =>
  t.email ? sameEmail(person.email, t.email) : !person.email && !!t.mobile && sameMobile(person.mobile, t.mobile);

export const claimService = {
  /**
   * A teacher, student or parent asks for their login: the password they chose is kept pending
   * (hashed) until the link sent to the email on record (or by SMS to the mobile) is opened. The owner of a login already
   * claimed is told that someone tried. Nothing in the answer depends on the case.
   */
  async signup(
    input: SignupInput,
    config: Sending,
    passwords: PasswordHashing,
    address?: string,
    language: Language = 'en',
  ): Promise<void> {
    // Hashed in every case, so the right one does not take longer than the others.
    const passwordHash = await passwords.hash(input.password, address);
    await transaction(async () => {
      const person = await peopleRepo.findPerson(input.roll_no);
      if (!person || !proves(person, input)) return;
      await tokensRepo.lockLogin(person.id);
      const owner = await accountsRepo.findByLoginId(person.id);
      if (owner) {
        // The owner reads it in their own language, not in the one of whoever tried.
        await accountMails.claimAttempt(config, owner, person.id, owner.language);
        return;
      }
      // By SMS the link carries a short code (typable, and a shorter message); a mobile-only
      // login keeps the mobile on record, which proved it.
      const bySms = smsOnly(person);
      const mobile = bySms ? person.mobile : input.mobile_no;
      const { token } = await issueToken(
        {
          purpose: 'claim',
          loginId: person.id,
          email: person.email ?? undefined,
          mobile,
          pendingPasswordHash: passwordHash,
        },
        bySms ? 'code' : 'link',
      );
      await accountMails.claimLink(config, person, person.id, token, language);
    });
  },

  /** The mailed link was opened: the login exists from now on, with the password chosen at sign-up. */
  confirm: (token: string, language: Language = 'en'): Promise<AccountReady> =>
    transaction(async () => {
      const t = await redeemToken(token, ['claim']);
      const person = await peopleRepo.findPerson(t.login_id);
      // The record was deleted, or its email changed since the link was sent to the old one.
      if (!person || !stillReaches(person, t)) {
        throw new AppError(400, msg('token.refused', { why: ref('token.recordChanged'), ask: ref('token.askClaim') }));
      }
      if (await accountsRepo.findByLoginId(person.id)) throw new AppError(400, msg('error.alreadyRegistered'));
      await accountsRepo.insert({
        loginId: person.id,
        role: person.role,
        email: person.email,
        mobile: t.mobile,
        passwordHash: t.pending_password_hash!,
        language,
      });
      await tokensRepo.markUsed(t.id);
      return {
        message: msg('account.ready'),
        user_type: USER_TYPE_CODE[person.role],
        redirect: PATHS.signIn,
        login_id: person.id,
      };
    }),
};
