import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Signer } from '../../src/documents/signing';
import { readConfig } from '../../src/config';
import { LocalStorage, S3Storage, openStorage } from '../../src/documents/storage';

const signer = new Signer(Buffer.from('storage-test-secret'), 'upload-policy');
const limits = { minBytes: 1, maxBytes: 1024 * 1024, expiresInSeconds: 900 };

describe('storage drivers', () => {
  it('chooses the driver from the environment', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'applykit-storage-'));
    const storageOf = (env: NodeJS.ProcessEnv) =>
      openStorage(readConfig(env).storage, dataDir, signer);
    const local = storageOf({});
    expect(local).toBeInstanceOf(LocalStorage);
    expect((local as LocalStorage).root).toBe(join(dataDir, 'files'));
    expect(() => storageOf({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => storageOf({ STORAGE_DRIVER: 'ftp' })).toThrow(/local or s3/);
    const s3 = storageOf({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'applykit-documents',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    });
    expect(s3).toBeInstanceOf(S3Storage);
  });

  it('presigns an S3 POST bounded to the key, 1 MiB and the expiry', async () => {
    const storage = new S3Storage({
      bucket: 'applykit-documents',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    const key = 'applicants/a1/uploads/md_veteran_upload/abc';
    const { url, fields } = await storage.createUpload(key, limits);
    expect(url).toBe('http://127.0.0.1:9000/applykit-documents');
    expect(fields.key).toBe(key);
    expect(fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 1024 * 1024]);
    expect(policy.conditions).toContainEqual({ key });
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(880_000);
    expect(lifetime).toBeLessThanOrEqual(900_000);
  });

  it('keeps local object keys inside the files folder', async () => {
    const storage = new LocalStorage(mkdtempSync(join(tmpdir(), 'applykit-keys-')), signer, '/u');
    await expect(storage.read('../../etc/passwd')).rejects.toThrow(/Unsafe/);
    await expect(storage.write('/absolute', new Uint8Array(1))).rejects.toThrow(/Unsafe/);
    await expect(storage.createUpload('a/../../b', limits)).rejects.toThrow(/Unsafe/);
    await storage.write('applicants/a/x.pdf', new Uint8Array([1, 2, 3]));
    expect(await storage.size('applicants/a/x.pdf')).toBe(3);
    expect(await storage.read('applicants/a/missing')).toBeNull();
  });
});
