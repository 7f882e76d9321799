import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type PhotoStorage } from './photo-storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO, R2, s3rver); unset means AWS itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Photos in an S3-compatible bucket, so several server instances share them
 * (DESIGN section 3). Objects stay private: the API streams them to their
 * owner after a session check.
 */
export function createS3Storage(options: S3StorageOptions): PhotoStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Self-hosted S3 servers rarely have per-bucket DNS names.
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  const Bucket = options.bucket;

  const getObject = async (key: string) => {
    assertSafeKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  };

  return {
    driver: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    },
    async getBuffer(key) {
      const object = await getObject(key);
      if (!object?.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const objects = (page.Contents ?? []).flatMap((o) =>
          o.Key ? [{ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) }] : [],
        );
        if (objects.length > 0) yield objects;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async delete(keys) {
      if (keys.length === 0) return;
      keys.forEach(assertSafeKey);
      // DeleteObjects takes at most 1000 keys per call.
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: chunk.map((Key) => ({ Key })), Quiet: true } }),
        );
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
