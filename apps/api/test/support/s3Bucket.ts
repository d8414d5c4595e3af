import { CreateBucketCommand, PutBucketCorsCommand } from '@aws-sdk/client-s3';
import type { ThrowawayS3Server } from '../../../../scripts/s3-server.mjs';
import { S3Storage } from '../../src/documents/storage';

/**
 * A bucket on the throwaway S3-compatible server, and the S3 driver over it. With
 * `portalOrigins`, the bucket's CORS rule lets those pages post uploads straight to it and read
 * the reply, as a production bucket must.
 */
export async function createDocumentBucket(
  server: ThrowawayS3Server,
  bucket: string,
  portalOrigins: string[] = [],
): Promise<S3Storage> {
  const storage = new S3Storage({
    bucket,
    region: server.region,
    endpoint: server.endpoint,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
  if (portalOrigins.length) {
    await storage.client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [
            { AllowedOrigins: portalOrigins, AllowedMethods: ['POST'], AllowedHeaders: ['*'] },
          ],
        },
      }),
    );
  }
  return storage;
}
