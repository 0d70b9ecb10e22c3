import { CONFIRM_PATH, SET_PASSWORD_PATH } from '@contracts/account-paths';
import type { Language } from '@contracts/i18n/languages';
import type { Config } from '../../core/config';
import { serverText } from '../../i18n/messages';
import { enqueueMail, signature } from '../../mail/enqueue';

export type LinkConfig = Pick<Config, 'appUrl' | 'schoolName'>;

export const linkTo = (config: LinkConfig, path: string, token: string) => `${config.appUrl}${path}?token=${token}`;

// The texts of the mails that prove identity, in the recipient's language (the catalogue's
// mail.* texts). Each is queued in the caller's transaction.
export const accountMails = {
  claimLink: (config: LinkConfig, to: string, loginId: string, token: string, language: Language = 'en') =>
    enqueueMail({
      kind: 'claim-link',
      to,
      subject: serverText(language, 'mail.claimLink.subject', { school: config.schoolName, id: loginId }),
      text: serverText(language, 'mail.claimLink.body', { id: loginId, link: linkTo(config, CONFIRM_PATH, token) }) + signature(config.schoolName),
    }),

  claimAttempt: (config: LinkConfig, to: string, loginId: string, language: Language = 'en') =>
    enqueueMail({
      kind: 'claim-attempt',
      to,
      subject: serverText(language, 'mail.claimAttempt.subject', { school: config.schoolName, id: loginId }),
      text: serverText(language, 'mail.claimAttempt.body', { id: loginId, signin: `${config.appUrl}/Signin` }) + signature(config.schoolName),
    }),

  resetLink: (config: LinkConfig, to: string, loginId: string, token: string, language: Language = 'en') =>
    enqueueMail({
      kind: 'reset-link',
      to,
      subject: serverText(language, 'mail.resetLink.subject', { school: config.schoolName, id: loginId }),
      text: serverText(language, 'mail.resetLink.body', { id: loginId, link: linkTo(config, SET_PASSWORD_PATH, token) }) + signature(config.schoolName),
    }),

  /** To the address a login had, when the school changed its email or mobile: the owner hears of it. */
  contactChanged: (config: LinkConfig, to: string, loginId: string, language: Language = 'en') =>
    enqueueMail({
      kind: 'contact-changed',
      to,
      subject: serverText(language, 'mail.contactChanged.subject', { school: config.schoolName, id: loginId }),
      text: serverText(language, 'mail.contactChanged.body', { id: loginId }) + signature(config.schoolName),
    }),
};
