import { CONFIRM_PATH, SET_PASSWORD_PATH } from '@contracts/account-paths';
import type { Language } from '@contracts/i18n/languages';
import { serverText } from '../../i18n/messages';
import { type Outbox, type Reach, signature } from '../../mail/enqueue';
import type { LinkConfig } from '../school/school-links';

/** Whom a message is from and where its links lead, and the outbox it is queued in (compose.ts builds it). */
export type Sending = LinkConfig & { outbox: Outbox };

export const linkTo = (config: LinkConfig, path: string, token: string) => `${config.appUrl}${path}?token=${token}`;

// The texts of the messages that prove identity, in the recipient's language (the catalogue's
// mail.* texts, and sms.* for someone reached by SMS). Each is queued in the caller's transaction.
type Key = 'claimLink' | 'claimAttempt' | 'resetLink' | 'contactChanged';
const message = (config: LinkConfig, language: Language, kind: string, key: Key, values: Record<string, string>) => ({
  kind,
  subject: serverText(language, `mail.${key}.subject`, { school: config.schoolName, ...values }),
  text: serverText(language, `mail.${key}.body`, values) + signature(config.schoolName),
  sms: serverText(language, `sms.${key}`, { school: config.schoolName, ...values }),
});

export const accountMails = {
  claimLink: (config: Sending, to: Reach, loginId: string, token: string, language: Language = 'en') =>
    config.outbox.enqueueFor(
      to,
      message(config, language, 'claim-link', 'claimLink', { id: loginId, link: linkTo(config, CONFIRM_PATH, token) }),
    ),

  claimAttempt: (config: Sending, to: Reach, loginId: string, language: Language = 'en') =>
    config.outbox.enqueueFor(
      to,
      message(config, language, 'claim-attempt', 'claimAttempt', { id: loginId, signin: `${config.appUrl}/Signin` }),
    ),

  resetLink: (config: Sending, to: Reach, loginId: string, token: string, language: Language = 'en') =>
    config.outbox.enqueueFor(
      to,
      message(config, language, 'reset-link', 'resetLink', {
        id: loginId,
        link: linkTo(config, SET_PASSWORD_PATH, token),
      }),
    ),

  /** To the address a login had, when the school changed its email or mobile: the owner hears of it. */
  contactChanged: (config: Sending, to: Reach, loginId: string, language: Language = 'en') =>
    config.outbox.enqueueFor(to, message(config, language, 'contact-changed', 'contactChanged', { id: loginId })),
};
