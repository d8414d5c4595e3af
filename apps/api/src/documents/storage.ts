import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { Signer, UploadPolicy } from './signing';

/** What the browser posts: `fields` first, then the file as `file`, to `url`. */
export interface UploadForm {
  url: string;
  fields: Record<string, string>;
}

export interface UploadLimits {
  minBytes: number;
  maxBytes: number;
  expiresInSeconds: number;
}

/** Where uploaded files and built PDFs live; object keys are '/'-separated paths. */
export interface DocumentStorage {
  readonly driver: 'local' | 's3';
  createUpload(objectKey: string, limits: UploadLimits): Promise<UploadForm>;
  /** The object's bytes, or null when there is none. */
  read(objectKey: string): Promise<Uint8Array | null>;
  size(objectKey: string): Promise<number | null>;
  write(objectKey: string, bytes: Uint8Array, contentType: string): Promise<void>;
  remove(objectKeys: readonly string[]): Promise<void>;
  /** Every object whose key starts with `prefix`, with when it was last written. */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

// Keys are made by the server; anything else (.., absolute paths, odd bytes) is refused.
const safeKey = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

function assertSafeKey(objectKey: string): void {
  if (!safeKey.test(objectKey) || objectKey.length > 400) {
    throw new Error(`Unsafe object key: ${objectKey}`);
  }
}

/** Files under a folder (default `<DATA_DIR>/files`), uploaded through `LocalUploadEndpoint`. */
export class LocalStorage implements DocumentStorage {
  readonly driver = 'local' as const;

  constructor(
    readonly root: string,
    private readonly signer: Signer,
    /** Where the browser posts the form; the API serves it (see routes). */
    private readonly uploadUrl: string,
  ) {}

  async createUpload(objectKey: string, limits: UploadLimits): Promise<UploadForm> {
    assertSafeKey(objectKey);
    const policy: UploadPolicy = {
      expiration: new Date(Date.now() + limits.expiresInSeconds * 1000).toISOString(),
      key: objectKey,
      contentLengthRange: [limits.minBytes, limits.maxBytes],
    };
    const signed = this.signer.sign(policy);
    return {
      url: this.uploadUrl,
      fields: { key: objectKey, policy: signed.payload, signature: signed.signature },
    };
  }

  async read(objectKey: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.path(objectKey));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async size(objectKey: string): Promise<number | null> {
    try {
      return (await stat(this.path(objectKey))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /**
   * Written beside, then renamed: a reader never sees half a file. Applicants' documents are
   * readable by the server's own user only (files 0600, folders 0700), whatever the umask.
   */
  async write(objectKey: string, bytes: Uint8Array): Promise<void> {
    const target = this.path(objectKey);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, target);
  }

  async remove(objectKeys: readonly string[]): Promise<void> {
    await Promise.all(objectKeys.map((key) => rm(this.path(key), { force: true })));
  }

  /** Half-written `.partial` files are listed too: a crash leaves them to be swept. */
  async *list(prefix: string): AsyncIterable<StoredObject> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = join(entry.parentPath, entry.name);
      const key = full
        .slice(this.root.length + 1)
        .split(sep)
        .join('/');
      if (!key.startsWith(prefix)) continue;
      try {
        yield { key, modifiedAt: (await stat(full)).mtime };
      } catch (error) {
        // Removed since the folder was read.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  private path(objectKey: string): string {
    assertSafeKey(objectKey);
    const full = resolve(this.root, objectKey);
    if (!full.startsWith(this.root + sep)) throw new Error(`Unsafe object key: ${objectKey}`);
    return full;
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, Ceph…); unset means AWS. */
  endpoint?: string | undefined;
  forcePathStyle?: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Any S3-compatible store: the browser posts straight to it with a presigned POST policy. */
export class S3Storage implements DocumentStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  }

  async createUpload(objectKey: string, limits: UploadLimits): Promise<UploadForm> {
    assertSafeKey(objectKey);
    return createPresignedPost(this.client, {
      Bucket: this.settings.bucket,
      Key: objectKey,
      Conditions: [['content-length-range', limits.minBytes, limits.maxBytes]],
      Expires: limits.expiresInSeconds,
    });
  }

  async read(objectKey: string): Promise<Uint8Array | null> {
    try {
      const reply = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }),
      );
      return reply.Body ? await reply.Body.transformToByteArray() : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(objectKey: string): Promise<number | null> {
    try {
      const reply = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }),
      );
      return reply.ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async write(objectKey: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: objectKey,
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async remove(objectKeys: readonly string[]): Promise<void> {
    if (objectKeys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.settings.bucket,
        Delete: { Objects: objectKeys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) {
          yield { key: object.Key, modifiedAt: object.LastModified };
        }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** The local upload endpoint's path, served by `documentRoutes`. */
export const localUploadPath = '/api/uploads';

/** Where documents are kept: local files under `<dataDir>/files`, or an S3-compatible bucket. */
export type StorageSettings = { driver: 'local' } | { driver: 's3'; s3: S3Settings };

/**
 * `STORAGE_DRIVER=s3` with `S3_BUCKET`, `S3_REGION`, `S3_ENDPOINT`, `S3_FORCE_PATH_STYLE`,
 * `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`; otherwise local files. `readConfig` calls it.
 */
export function readStorageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const driver = env.STORAGE_DRIVER ?? 'local';
  if (driver === 'local') return { driver: 'local' };
  if (driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, not ${driver}.`);
  if (!env.S3_BUCKET) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET.');
  const keyId = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  return {
    driver: 's3',
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      ...(env.S3_FORCE_PATH_STYLE ? { forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' } : {}),
      credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    },
  };
}

export function openStorage(
  settings: StorageSettings,
  dataDir: string,
  signer: Signer,
): DocumentStorage {
  return settings.driver === 's3'
    ? new S3Storage(settings.s3)
    : new LocalStorage(join(resolve(dataDir), 'files'), signer, localUploadPath);
}
