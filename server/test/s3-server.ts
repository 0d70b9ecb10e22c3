import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../src/core/config';

export interface S3TestServer {
  settings: S3Settings;
  /** The same settings as environment variables, for loadConfig and child processes. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a private
 * folder that goes when it stops; the bucket is created empty.
 */
export async function startS3Server(bucket = 'school-files'): Promise<S3TestServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'school-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: settings.endpoint!,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  let stopped = false;
  return {
    settings,
    env,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
