/**
 * An S3-compatible server for tests: s3rver in this process on a free port (path-style,
 * credentials S3RVER/S3RVER), its data in a temporary folder, one bucket made through the SDK.
 * `env` is what a server or worker process needs to use it (MEDIA_STORE=s3).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import getPort from 'get-port';
import S3rver from 's3rver';
import { loadConfig } from '../env.ts';
import { createMediaStore } from '../modules/media/store/create-media-store.ts';
import type { MediaStore } from '../modules/media/store/media-store.ts';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** A store over the bucket; `workRoot` under `workDir`. */
  store(workDir: string): MediaStore;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'enjoy-media'): Promise<TestS3> {
  // The SDK's notice that its 2027 releases need Node 22: this pinned release runs on Node 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(path.join(os.tmpdir(), 'enjoy-s3rver-'));
  const port = await getPort();
  const server = new S3rver({ address: '127.0.0.1', port, silent: !process.env.S3RVER_LOG, directory });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  const env = {
    MEDIA_STORE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
  };
  return {
    endpoint,
    bucket,
    env,
    store: (workDir) => createMediaStore(loadConfig({ ...env, DATA_DIR: workDir, DATA_IN_MEMORY: '1' })),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
