import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATE_FORMAT, DIGIT_STYLES, isDateFormat } from '@contracts/i18n/format';
import { loginId, newPassword } from '@contracts/fields';
import { DEFAULT_DB_LIMITS } from './db/limits';
import { postgresEnv, postgresSizing } from './db/postgres-sizing';
import { type Config, ConfigError, type S3Settings } from './core/config';
import { LOG_LEVELS, requestLogTarget } from './lib/log';
import { smsSettings } from './sms-settings';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

// TRUST_PROXY follows Express's 'trust proxy' setting: false, true, a hop count, or addresses.
const trustProxy = z
  .string()
  .trim()
  .transform((v): boolean | number | string[] => {
    if (v === 'false' || v === '') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

const origins = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url().transform((u) => new URL(u).origin)));

// Mail servers: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://... (TLS from the start).
const smtpUrl = z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' });
// The public origin used in mailed and printed links, without a trailing slash.
const appUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .transform((u) => u.replace(/\/+$/, ''));

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  UPLOAD_DIR: z.string().min(1).default('uploads'),
  INITIAL_ADMIN_ID: loginId.default('ADMIN01'),
  INITIAL_ADMIN_PASSWORD: newPassword.optional(),
  CORS_ORIGINS: origins.default([]),
  TRUST_PROXY: trustProxy.default(false),
  SESSION_IDLE_MINUTES: positiveInt.default(60),
  SESSION_ABSOLUTE_HOURS: positiveInt.default(12),
  REMEMBER_ME_DAYS: positiveInt.default(14),
  LOGIN_MAX_FAILURES: positiveInt.default(5),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(20),
  HASHES_PER_ADDRESS: positiveInt.default(4),
  HASH_QUEUE_LENGTH: positiveInt.default(32),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  SECURE_COOKIES: bool.optional(),
  SCHOOL_NAME: z.string().trim().min(1).max(120).default('School Management'),
  DATE_FORMAT: z
    .string()
    .trim()
    .refine(isDateFormat, 'must be made of DD, MM or MMMM, YYYY and the separators / - . or space, e.g. DD/MM/YYYY')
    .default(DEFAULT_DATE_FORMAT),
  DIGITS: z.enum(DIGIT_STYLES, { error: 'must be latin or native' }).default('latin'),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: z.string().trim().min(3).max(254).optional(),
  APP_URL: appUrl.optional(),
  ACCOUNT_MAX_PER_ADDRESS: positiveInt.default(20),
  ACCOUNT_MAX_PER_ID: positiveInt.default(5),
  ACCOUNT_WINDOW_MINUTES: positiveInt.default(15),
  ABSENCE_ALERT_DELAY_MINUTES: z.coerce.number().min(0).max(1440).default(15),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  REQUEST_LOG: z.string().trim().min(1).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  UPLOAD_SWEEP_GRACE_MINUTES: z.coerce.number().min(0).max(10_080).optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().trim().min(1).max(64).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  REQUEST_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_DB_LIMITS.requestStatementMs),
  // 0: no limit. Per statement: batch work writes in chunks, so no single one should near it.
  BATCH_STATEMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .min(0)
    .max(1440)
    .default(DEFAULT_DB_LIMITS.batchStatementMs / 60_000),
  BATCH_LOCK_TIMEOUT_SECONDS: z.coerce
    .number()
    .min(0)
    .max(3600)
    .default(DEFAULT_DB_LIMITS.batchLockMs / 1000),
  ...postgresEnv,
});

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;

// All or none: half a set of S3 settings would quietly keep files on one machine's disk.
function s3Settings(e: z.infer<typeof EnvSchema>): S3Settings | undefined {
  const given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((k) => e[k] !== undefined);
  if (!given.length) return undefined;
  const lacking = S3_REQUIRED.find((k) => e[k] === undefined);
  if (lacking)
    throw new ConfigError(
      `Invalid configuration: ${lacking}: required when ${given[0]} is set (S3 settings go all together or not at all)`,
    );
  return {
    bucket: e.S3_BUCKET!,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  return `Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`;
}

// The secret lives in the data folder so sessions survive restarts without any set-up.
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (err) {
    throw new ConfigError(`Invalid configuration: DATA_DIR: cannot write ${dataDir}: ${(err as Error).message}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) throw new ConfigError(firstProblem(parsed.error));
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET: required when NODE_ENV=production');
  }
  if (e.NODE_ENV !== 'test' && e.BCRYPT_COST < 12) {
    throw new ConfigError('Invalid configuration: BCRYPT_COST: must be at least 12 outside tests');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const s3 = s3Settings(e);
  const appUrl = e.APP_URL ?? `http://localhost:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    uploadDir: path.resolve(e.UPLOAD_DIR),
    initialAdminId: e.INITIAL_ADMIN_ID,
    initialAdminPassword: e.INITIAL_ADMIN_PASSWORD,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    rememberMeMs: e.REMEMBER_ME_DAYS * 86_400_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    hashesPerAddress: e.HASHES_PER_ADDRESS,
    hashQueueLength: e.HASH_QUEUE_LENGTH,
    bcryptCost: e.BCRYPT_COST,
    secureCookies: e.SECURE_COOKIES,
    schoolName: e.SCHOOL_NAME,
    dateFormat: e.DATE_FORMAT,
    digits: e.DIGITS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(appUrl).hostname}`,
    sms: smsSettings(present),
    appUrl,
    appUrlSet: e.APP_URL !== undefined,
    accountMaxPerAddress: e.ACCOUNT_MAX_PER_ADDRESS,
    accountMaxPerId: e.ACCOUNT_MAX_PER_ID,
    accountWindowMs: e.ACCOUNT_WINDOW_MINUTES * 60_000,
    absenceAlertDelayMs: Math.round(e.ABSENCE_ALERT_DELAY_MINUTES * 60_000),
    requestLog: requestLogTarget(e.REQUEST_LOG, dataDir),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    workers: e.WORKERS,
    s3,
    // A bucket is shared by every app process there is; a local folder by this machine's only.
    uploadSweepGraceMs: (e.UPLOAD_SWEEP_GRACE_MINUTES ?? (s3 ? 15 : 0)) * 60_000,
    db: {
      requestStatementMs: e.REQUEST_STATEMENT_TIMEOUT_MS,
      batchStatementMs: Math.round(e.BATCH_STATEMENT_TIMEOUT_MINUTES * 60_000),
      batchLockMs: Math.round(e.BATCH_LOCK_TIMEOUT_SECONDS * 1000),
    },
    dbPoolSize: e.DB_POOL_SIZE,
    postgres: postgresSizing(e),
  };
}
