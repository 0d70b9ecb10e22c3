import { afterAll, afterEach, beforeAll } from 'vitest';
import { smsChannel } from '../src/mail/sms-channel';
import { type MailWorker, startMailWorker, type WorkerOptions } from '../src/mail/worker';
import { smsSettings } from '../src/sms-settings';
import { smppCapture } from './smpp-capture';

/** The DLT template the tests register for sign-up links. */
export const CLAIM_TEMPLATE = '1107160000000000001';

/**
 * The settings of an app that delivers SMS (testApp's env): it queues its SMS for the file's
 * workers, which send them to the capture SMSC, as a worker of another process on the same
 * outbox would. The app itself never connects to this address.
 */
export const DELIVERS_SMS = {
  SMS_SMPP_URL: 'smpp://school:secret12@sms.school.test:2775',
  SMS_SENDER: 'SCHOOL',
  SMS_TEMPLATE_CLAIM_LINK: CLAIM_TEMPLATE,
};

/**
 * A real SMPP server for the file's tests, and workers delivering the outbox's SMS to it that
 * run only when a test says so (as smtpAndWorkers does for mail). `env` adds SMS_ settings.
 */
export function smppAndWorkers(
  defaults: Omit<Partial<WorkerOptions>, 'channels'> = {},
  env: Record<string, string> = {},
) {
  const smsc = smppCapture();
  const workers: MailWorker[] = [];
  beforeAll(async () => {
    await smsc.start();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await smsc.stop();
  });
  const settings = () =>
    smsSettings({ SMS_SMPP_URL: smsc.url(), SMS_SENDER: 'SCHOOL', SMS_TEMPLATE_CLAIM_LINK: CLAIM_TEMPLATE, ...env })!;
  const worker = (over: Omit<Partial<WorkerOptions>, 'channels'> = {}) => {
    const w = startMailWorker({ channels: [smsChannel(settings())], pollMs: 3_600_000, ...defaults, ...over });
    workers.push(w);
    return w;
  };
  return { smsc, worker, settings };
}
