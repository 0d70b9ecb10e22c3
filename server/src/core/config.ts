import type { DigitStyle } from '@contracts/i18n/format';

// The settings' shapes, which every layer may read; loading and checking them is config.ts's.

/** A request's statement limit, and batch work's own. */
export interface DbLimits {
  requestStatementMs: number;
  batchStatementMs: number;
  batchLockMs: number;
}

/**
 * How the embedded PostgreSQL is sized (PG_* settings): for a 1 GB machine by default, see
 * docs/small-machine.md. Memory values are PostgreSQL's own units ('32MB').
 */
export interface PostgresSizing {
  sharedBuffers: string;
  workMem: string;
  maintenanceWorkMem: string;
  effectiveCacheSize: string;
  /** undefined: the serving processes' pools and listeners, plus room for the tools. */
  maxConnections?: number;
}

/** Where uploaded files go when object storage is configured; see the storage module. */
export interface S3Settings {
  bucket: string;
  /** undefined: AWS itself; a URL for MinIO, Ceph, Garage or another S3-compatible store. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key), as most self-hosted stores want. */
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  host?: string;
  port: number;
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  uploadDir: string;
  initialAdminId: string;
  initialAdminPassword?: string;
  corsOrigins: string[];
  trustProxy: boolean | number | string[];
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  rememberMeMs: number;
  loginMaxFailures: number;
  loginWindowMs: number;
  /** Failed sign-ins from one address across every ID in the window. */
  loginMaxFailuresPerAddress: number;
  /** Failed sign-ins for one ID across every address in the window. */
  loginMaxFailuresPerAccount: number;
  /** Password hashes one address may have running or waiting at once. */
  hashesPerAddress: number;
  /** Password hashes that may wait for a core overall; beyond it, 503. */
  hashQueueLength: number;
  bcryptCost: number;
  /** undefined: Secure whenever the request itself arrived over HTTPS. */
  secureCookies?: boolean;
  /** Printed on fee receipts. */
  schoolName: string;
  /** How every date is written: screens, print and mails. */
  dateFormat: string;
  /** Latin digits, or each language's own (Odia, Devanagari). */
  digits: DigitStyle;
  /** Without it no mail is sent: the outbox keeps every message for admins to read. */
  smtpUrl?: string;
  mailFrom: string;
  /** Without it no SMS is sent: messages for people with a mobile and no email stay in the outbox. */
  sms?: SmsSettings;
  /** The public origin for links in mails and sign-in letters, e.g. https://school.example. */
  appUrl: string;
  /** Whether APP_URL was given; without it links say localhost and the admin screens say so. */
  appUrlSet: boolean;
  /** Sign-up, forgot-password, confirm and reset requests per address, and per ID, in the window. */
  accountMaxPerAddress: number;
  accountMaxPerId: number;
  accountWindowMs: number;
  /** How long an absence notice waits, so a register corrected in time sends nothing. */
  absenceAlertDelayMs: number;
  /** Where request lines go: 'stdout', 'off' or a file (default DATA_DIR/logs/requests.log). */
  requestLog: string;
  /** Where `npm run backup` writes its archives. */
  backupDir: string;
  /** Serving processes on this machine (`WORKERS`); above 1, a cluster sharing one port. */
  workers: number;
  /** Uploaded files go to this S3-compatible bucket when set; to uploadDir otherwise. */
  s3?: S3Settings;
  /**
   * The start-up sweep leaves alone files younger than this: another process (a second container
   * on the same bucket) may be storing one whose row is not committed yet.
   */
  uploadSweepGraceMs: number;
  /** A request's statement limit, and batch work's own (seeding, import, promotion, backup, restore). */
  db: DbLimits;
  /** Connections each serving process's pool may open (DB_POOL_SIZE). */
  dbPoolSize: number;
  /** The embedded PostgreSQL's memory and connections; unused with DATABASE_URL. */
  postgres: PostgresSizing;
}

/** An SMS provider reached over SMPP 3.4 (SMS_SMPP_URL and the settings beside it). */
export interface SmsSettings {
  host: string;
  port: number;
  systemId: string;
  password: string;
  /** The sender ID the provider registered (a header such as SCHOOL, or a number). */
  sender: string;
  /** India's DLT: the registered template ID of each message kind ('claim-link' -> id). */
  templates: Record<string, string>;
  /** India's DLT: the principal entity ID of the school, sent with every message when set. */
  entityId?: string;
  /** Put before a mobile written without one (a 10-digit Indian number): '91'. */
  countryCode: string;
  /** How many submit_sm may await their answer at once on the one session (SMS_WINDOW). */
  window: number;
}

/** Settings that cannot start the server: printed alone, without a stack. */
export class ConfigError extends Error {}
