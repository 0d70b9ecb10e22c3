import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'school-config-'));
const S3 = {
  S3_BUCKET: 'school-files',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('configuration', () => {
  it('has the documented defaults', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      initialAdminId: 'ADMIN01',
      bcryptCost: 12,
      corsOrigins: [],
      trustProxy: false,
      loginMaxFailures: 5,
    });
    expect(c.uploadDir).toBe(path.resolve('uploads'));
    expect(c.sessionIdleMs).toBe(60 * 60_000);
    expect(c.sessionAbsoluteMs).toBe(12 * 3_600_000);
    expect(c.db).toEqual({ requestStatementMs: 15_000, batchStatementMs: 30 * 60_000, batchLockMs: 60_000 });
  });

  it('reads the database limits of requests and of batch work, 0 meaning none for batch work', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      REQUEST_STATEMENT_TIMEOUT_MS: '5000',
      BATCH_STATEMENT_TIMEOUT_MINUTES: '0',
      BATCH_LOCK_TIMEOUT_SECONDS: '2.5',
    });
    expect(c.db).toEqual({ requestStatementMs: 5000, batchStatementMs: 0, batchLockMs: 2500 });
    expect(() => loadConfig({ DATA_DIR: tmp(), REQUEST_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      /^Invalid configuration: REQUEST_STATEMENT_TIMEOUT_MS: /,
    );
  });

  it('keeps the request lines in DATA_DIR/logs/requests.log unless REQUEST_LOG says stdout, off or another file', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).requestLog).toBe(path.join(dir, 'logs', 'requests.log'));
    expect(loadConfig({ DATA_DIR: dir, REQUEST_LOG: 'stdout' }).requestLog).toBe('stdout');
    expect(loadConfig({ DATA_DIR: dir, REQUEST_LOG: 'off' }).requestLog).toBe('off');
    expect(loadConfig({ DATA_DIR: dir, REQUEST_LOG: 'var/requests.log' }).requestLog).toBe(
      path.resolve('var/requests.log'),
    );
  });

  it('generates the session secret once and keeps it in the data folder', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(existsSync(path.join(dir, 'session-secret'))).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT: /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT: /],
    [{ DATABASE_URL: 'not a url' }, /^Invalid configuration: DATABASE_URL: /],
    [{ CORS_ORIGINS: 'https://ok.example, nope' }, /^Invalid configuration: CORS_ORIGINS: /],
    [{ INITIAL_ADMIN_PASSWORD: 'short' }, /^Invalid configuration: INITIAL_ADMIN_PASSWORD: /],
    [{ NODE_ENV: 'production' }, /^Invalid configuration: SESSION_SECRET: required/],
    [{ BCRYPT_COST: '8' }, /^Invalid configuration: BCRYPT_COST: /],
    [{ SESSION_IDLE_MINUTES: '0' }, /^Invalid configuration: SESSION_IDLE_MINUTES: /],
    [{ SMTP_URL: 'http://mail.example' }, /^Invalid configuration: SMTP_URL: must be an smtp/],
    [{ SMTP_URL: 'not a url' }, /^Invalid configuration: SMTP_URL: /],
    [{ APP_URL: 'ftp://school.example' }, /^Invalid configuration: APP_URL: /],
    [{ ACCOUNT_MAX_PER_ID: '0' }, /^Invalid configuration: ACCOUNT_MAX_PER_ID: /],
    [{ WORKERS: '0' }, /^Invalid configuration: WORKERS: /],
    [{ S3_BUCKET: 'school-files' }, /^Invalid configuration: S3_REGION: required when S3_BUCKET is set/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /^Invalid configuration: S3_BUCKET: required when S3_ENDPOINT is set/],
    [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, /^Invalid configuration: S3_SECRET_ACCESS_KEY: required/],
    [{ ...S3, S3_BUCKET: 'Bad_Bucket' }, /^Invalid configuration: S3_BUCKET: must be a bucket name/],
    [{ ...S3, S3_ENDPOINT: 'ftp://minio' }, /^Invalid configuration: S3_ENDPOINT: must be an http/],
    [{ ...S3, S3_FORCE_PATH_STYLE: 'yes' }, /^Invalid configuration: S3_FORCE_PATH_STYLE: /],
  ])('stops with a one-line message naming the variable for %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(message);
    try {
      loadConfig({ DATA_DIR: tmp(), ...env });
    } catch (err) {
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('reads the mail settings; links default to http://localhost:PORT and nothing is sent without SMTP_URL', () => {
    const plain = loadConfig({ DATA_DIR: tmp(), PORT: '4300' });
    expect(plain).toMatchObject({
      smtpUrl: undefined,
      appUrl: 'http://localhost:4300',
      mailFrom: 'no-reply@localhost',
    });
    const c = loadConfig({
      DATA_DIR: tmp(),
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Office <office@school.example>',
      APP_URL: 'https://school.example/',
    });
    expect(c).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Office <office@school.example>',
      appUrl: 'https://school.example',
    });
    expect(loadConfig({ DATA_DIR: tmp(), APP_URL: 'https://school.example' }).mailFrom).toBe('no-reply@school.example');
  });

  it('reads the SMS settings: the SMPP server, the sender, and a DLT template for each kind of message', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).sms).toBeUndefined();
    const c = loadConfig({
      DATA_DIR: tmp(),
      SMS_SMPP_URL: 'smpp://school%40x:p%3Ass@sms.example:2776',
      SMS_SENDER: 'SCHOOL',
      SMS_TEMPLATE_CLAIM_LINK: '1107160000000000001',
      SMS_TEMPLATE_ABSENCE: '1107160000000000002',
      SMS_DLT_ENTITY_ID: '1101000000000000009',
    });
    expect(c.sms).toEqual({
      host: 'sms.example',
      port: 2776,
      systemId: 'school@x',
      password: 'p:ss',
      sender: 'SCHOOL',
      templates: { 'claim-link': '1107160000000000001', absence: '1107160000000000002' },
      entityId: '1101000000000000009',
      countryCode: '91',
      window: 10,
    });
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        SMS_SMPP_URL: 'smpp://u:p@sms.example',
        SMS_SENDER: '9876',
        SMS_COUNTRY_CODE: '44',
        SMS_WINDOW: '4',
      }).sms,
    ).toMatchObject({ port: 2775, countryCode: '44', templates: {}, window: 4 });
    for (const [env, message] of [
      [{ SMS_SMPP_URL: 'http://u:p@sms.example' }, /^Invalid configuration: SMS_SMPP_URL: must be an smpp:/],
      [{ SMS_SMPP_URL: 'smpp://u:p@sms.example' }, /^Invalid configuration: SMS_SENDER: required with SMS_SMPP_URL/],
      [{ SMS_SENDER: 'SCHOOL' }, /^Invalid configuration: SMS_SMPP_URL: required when/],
      [
        { SMS_SMPP_URL: 'smpp://u:p@sms.example', SMS_SENDER: 'SCHOOL', SMS_TEMPLATE_ABSENSE: '1' },
        /^Invalid configuration: SMS_TEMPLATE_ABSENSE: no such kind of message; the kinds are SMS_TEMPLATE_CLAIM_LINK, /,
      ],
      [
        { SMS_SMPP_URL: 'smpp://u:p@sms.example', SMS_SENDER: 'SCHOOL', SMS_TEMPLATE_ABSENCE: 'a b' },
        /^Invalid configuration: SMS_TEMPLATE_ABSENCE: must be the template ID/,
      ],
      [
        { SMS_SMPP_URL: 'smpp://u:p@sms.example', SMS_SENDER: 'SCHOOL', SMS_WINDOW: '0' },
        /^Invalid configuration: SMS_WINDOW: must be a whole number from 1 to 100/,
      ],
    ] as const)
      expect(() => loadConfig({ DATA_DIR: tmp(), ...env }), JSON.stringify(env)).toThrow(message);
  });

  it('keeps files on disk unless every S3 setting is given; a bucket gets a sweep grace', () => {
    const plain = loadConfig({ DATA_DIR: tmp() });
    expect(plain).toMatchObject({ s3: undefined, workers: 1, uploadSweepGraceMs: 0 });
    const c = loadConfig({
      DATA_DIR: tmp(),
      ...S3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      WORKERS: '4',
    });
    expect(c.s3).toEqual({
      bucket: 'school-files',
      region: 'eu-west-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(c.workers).toBe(4);
    expect(c.uploadSweepGraceMs).toBe(15 * 60_000);
    expect(loadConfig({ DATA_DIR: tmp(), ...S3, UPLOAD_SWEEP_GRACE_MINUTES: '0' }).uploadSweepGraceMs).toBe(0);
  });

  it('reads lists and proxy settings', () => {
    const c = loadConfig({
      DATA_DIR: tmp(),
      CORS_ORIGINS: 'https://a.example/, http://b.example:8080',
      TRUST_PROXY: '1',
    });
    expect(c.corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(c.trustProxy).toBe(1);
  });
});
