import { afterAll, afterEach, beforeAll } from 'vitest';
import { emailChannel } from '../src/mail/channels';
import { type MailWorker, startMailWorker, type WorkerOptions } from '../src/mail/worker';
import { smtpCapture } from './smtp-capture';

/**
 * The settings of an app that delivers mail (testApp's env): it queues its mail for the file's
 * workers, which send it to the capture server, as a worker of another process on the same
 * outbox would. The app itself never connects to this address.
 */
export const DELIVERS_EMAIL = { SMTP_URL: 'smtp://mail.school.test' };

/**
 * A real SMTP server for the file's tests, and mail workers that run only when a test says so
 * (each polls hourly, so its first look finds nothing of the test's yet): each is what a fresh
 * process would start. Workers stop after each test; the server after the file.
 */
export function smtpAndWorkers(defaults: Omit<Partial<WorkerOptions>, 'channels'> = {}) {
  const smtp = smtpCapture();
  const workers: MailWorker[] = [];
  beforeAll(async () => {
    await smtp.start();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const worker = (over: Omit<Partial<WorkerOptions>, 'channels'> = {}) => {
    const w = startMailWorker({
      channels: [emailChannel(smtp.url(), 'office@school.test')],
      pollMs: 3_600_000,
      ...defaults,
      ...over,
    });
    workers.push(w);
    return w;
  };
  const receivedBy = (to: string) => smtp.received.filter((m) => m.to.includes(to));
  return { smtp, worker, receivedBy };
}
