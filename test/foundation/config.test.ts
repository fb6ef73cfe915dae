import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { CLI } from '../support/paths.js';

const run = promisify(execFile);

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: resolve('./data'),
      PUBLIC_URL: 'http://localhost:3000',
      RATE_LIMIT_PER_MINUTE: 60,
      GRAPHQL_RATE_LIMIT_PER_MINUTE: 600,
      RENDER_THREAD_IDLE_SECONDS: 0,
      ALLOWED_PRIVATE_HOSTS: [],
      CHROMIUM_SYSTEM_PATHS: [
        '/usr/bin/chromium',
        '/usr/bin/chromium-browser',
        '/usr/bin/google-chrome-stable',
        '/usr/bin/google-chrome',
      ],
    });
    expect(c.CHROMIUM_PATH).toBeUndefined();
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.REDIS_URL).toBeUndefined();
  });

  it('reads every setting, and PUBLIC_URL follows PORT', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u@db:5432/snap',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMIT_PER_MINUTE: '120',
      ALLOWED_PRIVATE_HOSTS: '127.0.0.1, LocalHost',
    });
    expect(c).toMatchObject({
      PORT: 8080,
      PUBLIC_URL: 'http://localhost:8080',
      RATE_LIMIT_PER_MINUTE: 120,
      ALLOWED_PRIVATE_HOSTS: ['127.0.0.1', 'localhost'],
    });
    expect(loadConfig({ PUBLIC_URL: 'https://snaps.example.com/' }).PUBLIC_URL).toBe('https://snaps.example.com');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['PUBLIC_URL', 'ftp://x'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['STORAGE_URL', 'https://bucket.example.com'],
    ['STORAGE_URL', 's3://Bucket_Name/files'],
    ['S3_ENDPOINT', 'ftp://minio:9000'],
    ['FILES_DELIVERY', 'cdn'],
    ['FILES_REDIRECT_SECONDS', '10'],
    ['RENDER_THREAD_IDLE_SECONDS', '-1'],
    ['RENDER_THREAD_IDLE_SECONDS', '1.5'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}=`));
  });

  it('S3 storage: keys go in pairs, and the secret is never echoed', () => {
    expect(() => loadConfig({ STORAGE_URL: 's3://files/snapforge', S3_SECRET_ACCESS_KEY: 'hush' })).toThrow(
      /^Invalid S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ STORAGE_URL: 's3://files/snapforge', S3_SECRET_ACCESS_KEY: 'hush' })).not.toThrow(/hush/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/^Invalid S3_SECRET_ACCESS_KEY: /);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /^Invalid S3_SECRET_ACCESS_KEY: /,
    );
    const c = loadConfig({
      STORAGE_URL: 's3://files.example/snapforge/',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'hush',
    });
    expect(c).toMatchObject({
      STORAGE_URL: 's3://files.example/snapforge/',
      FILES_DELIVERY: 'stream',
      FILES_REDIRECT_SECONDS: 3600,
    });
    expect(loadConfig({}).STORAGE_URL).toBeUndefined();
  });

  it('a bad value stops start-up with one clear line', async () => {
    const err = await run(process.execPath, [CLI, 'serve'], { env: { ...process.env, PORT: 'abc' } }).catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^snapforge: Invalid PORT="abc": /)]);
  });
});
