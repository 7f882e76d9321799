import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Db } from '@listlens/db';
import type { PhotoStorage } from '../../adapters/storage/photo-storage';
import type { Config } from '../../config/config';
import { notFound } from '../../errors/app-error';
import { CONTENT_TYPE_OF, displayKeyOf, loadPhotoBytes, ownPhotoIdOf, sniffPhotoType } from '../photos';

/**
 * Addresses eBay can fetch a seller's photo from (ebay-api.md 4.2:
 * `product.imageUrls`). Photo files are otherwise served to their owner only,
 * so each address carries its own proof: for local storage a signed, expiring
 * address under APP_PUBLIC_URL (HMAC-SHA256 with a key derived from
 * APP_SECRET, unguessable without it); for S3 a presigned GET of
 * the 1600 px rendition. eBay copies the pictures when it publishes, so the
 * addresses only need to outlive the post by a margin.
 */
export const PUBLIC_PHOTO_LIFETIME_S = 30 * 24 * 3600;
/** SigV4 presigned URLs live at most 7 days. */
const PRESIGNED_LIFETIME_S = 7 * 24 * 3600;

/** `/api/public-photos/{userId}/{photoId}/{expires}/{signature}`. */
export type PublicPhotoLink = { userId: string; photoId: string; expires: string; signature: string };

export type PhotoLinks = {
  /** Public addresses for an item's image URLs, in order; photos that cannot be found are left out. */
  publicUrlsFor: (userId: string, imageUrls: readonly string[]) => Promise<string[]>;
  /** Whether a public address is ours and still valid (not forged, not expired). */
  verify: (link: PublicPhotoLink) => boolean;
};

export function createPhotoLinks(options: { config: Config; secret: string; db: Db; now?: () => Date }): PhotoLinks {
  const { config, db } = options;
  const now = options.now ?? (() => new Date());
  const key = Buffer.from(hkdfSync('sha256', options.secret, 'listlens', 'public-photo-links', 32));
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const s3 =
    config.STORAGE_DRIVER === 's3'
      ? new S3Client({
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          forcePathStyle: Boolean(config.S3_ENDPOINT),
          credentials: {
            accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
          },
        })
      : null;

  const signatureOf = (userId: string, photoId: string, expires: string) => sign(`${userId}\n${photoId}\n${expires}`);

  /** Four path segments: each stays under the router's 100-character limit on a parameter. */
  const pathFor = (userId: string, photoId: string): string => {
    const expires = String(Math.floor(now().getTime() / 1000) + PUBLIC_PHOTO_LIFETIME_S);
    return [userId, photoId, expires, signatureOf(userId, photoId, expires)].map(encodeURIComponent).join('/');
  };

  const publicUrlOf = async (userId: string, imageUrl: string): Promise<string | null> => {
    const photoId = ownPhotoIdOf(imageUrl);
    if (!photoId) return /^https?:\/\//i.test(imageUrl) ? imageUrl : null;
    if (!s3) return `${config.publicUrl}/api/public-photos/${pathFor(userId, photoId)}`;
    const objectKey = await displayKeyOf(db, userId, photoId);
    if (!objectKey) return null;
    return getSignedUrl(s3, new GetObjectCommand({ Bucket: config.S3_BUCKET ?? '', Key: objectKey }), {
      expiresIn: PRESIGNED_LIFETIME_S,
    });
  };

  return {
    async publicUrlsFor(userId, imageUrls) {
      const urls = await Promise.all(imageUrls.map((url) => publicUrlOf(userId, url)));
      return urls.filter((url): url is string => url !== null);
    },
    verify({ userId, photoId, expires, signature }) {
      const expected = Buffer.from(signatureOf(userId, photoId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return /^\d{1,12}$/.test(expires) && Number(expires) * 1000 >= now().getTime();
    },
  };
}

/**
 * A listing's photo as eBay fetches it: the display rendition, typed by its own bytes (it
 * keeps the upload's format). Anything but a valid, unexpired address is a plain 404.
 */
export async function readPublicPhoto(
  deps: { db: Db; photoStorage: PhotoStorage; photoLinks: PhotoLinks },
  link: PublicPhotoLink,
): Promise<{ bytes: Buffer; contentType: string }> {
  const valid = deps.photoLinks.verify(link);
  const bytes = valid ? await loadPhotoBytes(deps, link.userId, link.photoId, 'display') : null;
  if (!bytes) throw notFound('That photo');
  const sniffed = sniffPhotoType(bytes);
  return { bytes, contentType: sniffed.ok ? CONTENT_TYPE_OF[sniffed.kind] : CONTENT_TYPE_OF.jpeg };
}
