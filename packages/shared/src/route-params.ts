import { z } from 'zod';
import { SkuSchema } from './photos';
import { safeText } from './safe-text';

// The path parameters and small queries of the API's routes: one definition per shape, read by
// the route that parses it and by the API document (docs/api/openapi.json).

/** An item named in the path (`/items/:itemId`, `/dashboard/items/:itemId`, ...). */
export const ItemParamsSchema = z.object({ itemId: safeText(200).min(1) });

/** A row named by `:id` in the path: a stock item, a stock alert, a profile. */
export const IdParamsSchema = z.object({ id: safeText(100).min(1) });

/** A SKU group named in the path. */
export const SkuParamsSchema = z.object({ sku: SkuSchema });

export const ListingParamsSchema = z.object({ listingId: safeText(200).min(1) });

/** A photo link handed to eBay: whose photo, which one, until when, and its signature. */
export const PublicPhotoParamsSchema = z.object({
  userId: safeText(100).min(1),
  photoId: safeText(100).min(1),
  expires: safeText(20).min(1),
  signature: safeText(100).min(1),
});

/** `?fresh=1` reads the business policies from eBay again instead of the cached copy. */
export const PoliciesQuerySchema = z.object({ fresh: z.enum(['1', 'true']).optional() });

export const PHOTO_VARIANTS = ['original', 'display', 'thumb'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

export const PhotoParamsSchema = z.object({ id: z.string().uuid('Unknown photo') });
export const PhotoFileParamsSchema = PhotoParamsSchema.extend({ variant: z.enum(PHOTO_VARIANTS) });
/** `?v=` is the photo's version, so a rotated photo gets a new address (and the long cache holds). */
export const PhotoFileQuerySchema = z.object({ v: safeText(64).optional() });

export const CategoryParamsSchema = z.object({
  categoryId: safeText(20).regex(/^\d+$/, 'A category id is a number'),
});

export const BarcodeParamsSchema = z.object({ code: safeText(64).trim().min(1) });

/** A request that takes no options: an empty JSON object, or no body. */
export const NoOptionsSchema = z.object({}).strict();

/** eBay's endpoint check: the code to hash with the verification token and our address. */
export const AccountDeletionChallengeSchema = z.object({ challenge_code: safeText(512).min(1) });

/** The part of eBay's account-deletion notification we read (ebay-api.md 9). */
export const AccountDeletionNotificationSchema = z.object({
  metadata: z.object({ topic: safeText(200) }),
  notification: z.object({ data: z.object({ userId: safeText(200).min(1), username: safeText(200).optional() }) }),
});
