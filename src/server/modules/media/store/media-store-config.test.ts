/** MEDIA_STORE and the S3_* settings: parsed once, with every problem named. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../env.ts';

const base = {
  DATA_IN_MEMORY: '1',
  DATA_DIR: '/tmp/enjoy-store-config',
  API_SIGN_KEY: 'k',
  MEDIA_SECRET: 's',
  ADMIN_TOKEN: 'admin-token-0123456789',
};

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the media store settings', () => {
  it('keep media in DATA_DIR/media unless told otherwise', () => {
    const config = loadConfig(base);
    expect(config.mediaStore).toEqual({ kind: 'local' });
    expect(config.mediaRoot).toBe('/tmp/enjoy-store-config/media');
  });

  it('read a bucket, its server, path-style and a key prefix', () => {
    const config = loadConfig({
      ...base,
      MEDIA_STORE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: 'drama/media/',
    });
    expect(config.mediaStore).toEqual({
      kind: 's3',
      s3: {
        bucket: 'media',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        forcePathStyle: true,
        prefix: 'drama/media/',
      },
    });
    expect(config.workDir).toBe('/tmp/enjoy-store-config/work');
    const bare = loadConfig({ ...base, MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_PREFIX: 'media' });
    expect(bare.mediaStore).toMatchObject({ s3: { credentials: undefined, prefix: 'media/' } });
  });

  it('name what is missing or wrong', () => {
    expect(problems({ MEDIA_STORE: 'disk' })[0]).toMatch(/^MEDIA_STORE: /);
    expect(problems({ MEDIA_STORE: 's3' })).toEqual(['S3_BUCKET: required when MEDIA_STORE=s3']);
    expect(problems({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK finds them)',
    ]);
    expect(problems({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })[0]).toMatch(
      /^S3_ENDPOINT: /,
    );
    expect(problems({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_PREFIX: '/abs' })[0]).toMatch(/^S3_PREFIX: /);
  });
});
