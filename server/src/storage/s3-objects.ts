import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../core/config';
import { AppError } from '../core/errors';
import { log } from '../lib/log';
import type { ObjectEntry, ObjectStore } from './object-store';
import { DISK_FULL_MESSAGE, STORE_UNAVAILABLE_MESSAGE } from './upload-errors';

interface SdkError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

// What S3-compatible stores answer when they are out of room: MinIO's XMinioStorageFull (507),
// a quota on Ceph or a hosted bucket (QuotaExceeded).
const FULL_CODES = new Set(['XMinioStorageFull', 'QuotaExceeded', 'InsufficientStorage']);
// A store that is down, overloaded or cut off: worth trying again in a moment.
const UNAVAILABLE_CODES = new Set([
  'SlowDown',
  'ServiceUnavailable',
  'InternalError',
  'RequestTimeout',
  'TimeoutError',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/**
 * The store's refusals as answers a user can act on: full is 507 and unreachable 503, like a full
 * disk and a database that is down. Anything else (a wrong key, a missing bucket) is our own
 * configuration fault and stays a logged 500.
 */
export function s3Failure(err: unknown, doing: string): unknown {
  const e = (err ?? {}) as SdkError;
  const status = e.$metadata?.httpStatusCode;
  const code = e.name ?? e.code ?? '';
  if (status === 507 || FULL_CODES.has(code)) {
    log.error(`file store full while ${doing}`, { code });
    return new AppError(507, DISK_FULL_MESSAGE);
  }
  if ((status !== undefined && status >= 500) || UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CODES.has(e.code ?? '')) {
    log.error(`file store unavailable while ${doing}`, { code, status });
    return new AppError(503, STORE_UNAVAILABLE_MESSAGE, {}, { 'Retry-After': '5' });
  }
  return err;
}

const missing = (err: unknown) => {
  const e = err as SdkError;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage...), through the AWS SDK v3.
 * The SDK (some 15 MB once loaded) is loaded with the first call, so a school keeping its files
 * on disk never carries it.
 */
export function s3Objects(s: S3Settings): ObjectStore {
  let connected: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk, s) })));
  const Bucket = s.bucket;
  const call = async <T>(
    doing: string,
    run: (sdk: Sdk, client: InstanceType<Sdk['S3Client']>) => Promise<T>,
  ): Promise<T> => {
    try {
      const { sdk, client } = await connect();
      return await run(sdk, client);
    } catch (err) {
      throw s3Failure(err, doing);
    }
  };

  return {
    where: `s3://${Bucket}`,

    put: (name, from, type, size) =>
      call('storing a file', async ({ PutObjectCommand }, client) => {
        // ContentLength known up front, so the body streams from disk in a single PUT.
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: name,
            Body: createReadStream(from),
            ContentLength: size,
            ContentType: type,
          }),
        );
      }),

    open: (name) =>
      call('reading a file', async ({ GetObjectCommand }, client) => {
        try {
          const got = await client.send(new GetObjectCommand({ Bucket, Key: name }));
          return { body: got.Body as Readable, size: Number(got.ContentLength ?? 0) };
        } catch (err) {
          if (missing(err)) return undefined;
          throw err;
        }
      }),

    remove: (name) =>
      call('removing a file', async ({ DeleteObjectCommand }, client) => {
        await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      }),

    list: () =>
      call('listing files', async ({ ListObjectsV2Command }, client) => {
        const entries: ObjectEntry[] = [];
        let token: string | undefined;
        do {
          const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
          for (const o of page.Contents ?? [])
            if (o.Key) entries.push({ name: o.Key, modified: o.LastModified ?? new Date(0) });
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return entries;
      }),
  };
}

function newClient({ S3Client }: Sdk, s: S3Settings): InstanceType<Sdk['S3Client']> {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // A store that does not answer fails the request in bounded time instead of holding it
    // (and its database transaction) open; the SDK's own retries come on top.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
    // Checksums only where S3 demands them: the SDK's default sends streamed bodies as
    // aws-chunked with a trailing CRC, which many S3-compatible stores (s3rver, older MinIO and
    // Ceph) keep as part of the object; our test's byte-for-byte backup round trip caught it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
