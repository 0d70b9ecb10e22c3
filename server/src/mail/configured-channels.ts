import type { Config } from '../core/config';
import { type Channel, emailChannel } from './channels';
import { smsChannel } from './sms-channel';

/** The channels the settings give this process: email with SMTP_URL, SMS with SMS_SMPP_URL. */
export const channelNames = (config: Pick<Config, 'smtpUrl' | 'sms'>): string[] => [
  ...(config.smtpUrl ? ['email'] : []),
  ...(config.sms ? ['sms'] : []),
];

export const configuredChannels = (config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'sms'>): Channel[] => [
  ...(config.smtpUrl ? [emailChannel(config.smtpUrl, config.mailFrom)] : []),
  ...(config.sms ? [smsChannel(config.sms)] : []),
];
