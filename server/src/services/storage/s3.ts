import type * as S3Sdk from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { checkKey, checkPrefix, type Storage } from './storage.ts';

/** The `STORAGE=s3` settings (docs/operations.md#images-and-object-storage). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Any S3-compatible service's URL; unset, AWS's own for `region`. */
  endpoint: string | undefined;
  /** Both or neither: unset, the SDK's own chain (environment, profile, instance role) finds them. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path (`https://host/bucket/key`), as MinIO and most self-hosted services want. */
  forcePathStyle: boolean;
  /** A CDN (or the bucket's public website) in front of the bucket; image URLs then name it. */
  publicUrl: string | undefined;
}

/**
 * The AWS SDK, loaded when a bucket is first set up: it is large (about 30 MB of a process's resident memory), and a
 * server storing uploads on its own disk never needs it.
 */
const loadSdk = () => createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3Sdk;

/**
 * Objects in one S3-compatible bucket through the AWS SDK. An S3 PUT is atomic: the object appears under its key only
 * once the whole body has arrived (and its MD5 matched), so a reader never sees half of one.
 */
export function s3Storage(settings: S3Settings): Storage {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsCommand,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = loadSdk();
  const missing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // A failed call is answered as an error at once; the caller (an upload, a migration) decides what to retry.
    maxAttempts: 2,
    // Many S3-compatible services refuse the SDK's newer default checksums; the MD5 sent with each PUT still guards
    // the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('the S3 client gave no stream');
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async *list(prefix) {
      // ListObjects (v1) pages by the last key (`Marker`), which every S3-compatible service supports; v2's
      // continuation tokens are made by some test doubles with a cipher a current Node no longer has.
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket, Prefix: checkPrefix(prefix), Marker }));
        for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
        Marker = page.Contents?.at(-1)?.Key;
        if (!page.IsTruncated || !Marker) return;
      }
    },
    publicUrl: (key) => (settings.publicUrl ? `${settings.publicUrl}/${checkKey(key)}` : undefined),
  };
}
