import { CONFIRM_PATH, SET_PASSWORD_PATH } from '@contracts/account-paths';
import type { Config } from '../../config';
import { enqueueMail } from '../../mail/enqueue';

export type LinkConfig = Pick<Config, 'appUrl' | 'schoolName'>;

export const linkTo = (config: LinkConfig, path: string, token: string) => `${config.appUrl}${path}?token=${token}`;

const signature = (config: LinkConfig) => `\n\n-- \n${config.schoolName}`;

// The texts of the mails that prove identity. Each is queued in the caller's transaction.
export const accountMails = {
  claimLink: (config: LinkConfig, to: string, loginId: string, token: string) =>
    enqueueMail({
      kind: 'claim-link',
      to,
      subject: `${config.schoolName}: confirm your account ${loginId}`,
      text:
        `Someone (we hope you) asked to create the account for ID ${loginId}.\n\n` +
        `To finish, open this link within 24 hours:\n\n${linkTo(config, CONFIRM_PATH, token)}\n\n` +
        'If it was not you, ignore this mail: nothing changes without the link.' + signature(config),
    }),

  claimAttempt: (config: LinkConfig, to: string, loginId: string) =>
    enqueueMail({
      kind: 'claim-attempt',
      to,
      subject: `${config.schoolName}: someone tried to register your ID ${loginId}`,
      text:
        `Someone tried to create an account for ID ${loginId}, which is already registered to you. Nothing was changed.\n\n` +
        `If you cannot sign in, use 'Forgot Password?' at ${config.appUrl}/Signin, or ask the school office.` + signature(config),
    }),

  resetLink: (config: LinkConfig, to: string, loginId: string, token: string) =>
    enqueueMail({
      kind: 'reset-link',
      to,
      subject: `${config.schoolName}: reset your password for ${loginId}`,
      text:
        `Someone (we hope you) asked to reset the password of ID ${loginId}.\n\n` +
        `To choose a new one, open this link within 24 hours:\n\n${linkTo(config, SET_PASSWORD_PATH, token)}\n\n` +
        'If it was not you, ignore this mail: your password stays as it is.' + signature(config),
    }),
};
