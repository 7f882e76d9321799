import { z } from 'zod';
import { NextCursorSchema, PageQuerySchema } from './pagination';
import { safeText, safeUuid } from './safe-text';
import { BarcodeResultSchema, ProductInfoSchema } from './ai';

// Photos, SKU assignment and barcodes: spec part 2, sections 2.1-2.3, 3, 4.1-4.3,
// 5, 7, 8 and 9, with DESIGN section 2 (1600 px, not 800) and section 9.

/** Spec section 3: local (browser only), uploaded, assigned, processed. */
export const PHOTO_STATUSES = ['local', 'uploaded', 'assigned', 'processed'] as const;
export const PhotoStatusSchema = z.enum(PHOTO_STATUSES);
export type PhotoStatus = z.infer<typeof PhotoStatusSchema>;

/** Section 9 and DESIGN section 2: the longest side kept, and the thumbnail. */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_THUMB_SIDE = 400;
/** Section 2.1: 'JPG or PNG up to 10MB each'. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Decompression-bomb guard (DESIGN section 9): a 12 MP phone photo is far below it. */
export const PHOTO_MAX_PIXELS = 50_000_000;
/** Photos in one upload request; a larger selection is sent in several requests. */
export const PHOTO_UPLOAD_BATCH = 10;
export const PHOTO_LIMIT_TEXT = 'JPG or PNG up to 10MB each';

export const CAPTURE_JPEG_QUALITY = 0.92;
export const BARCODE_FRAME_JPEG_QUALITY = 0.8;
export const CAMERA_MAX_WIDTH = 1920;
export const CAMERA_MAX_HEIGHT = 1080;
export const CAMERA_MAX_CAPTURES = 10;
export const UPLOAD_CAMERA_MAX_CAPTURES = 20;
export const CAMERA_THUMBNAILS_SHOWN = 3;
export const CAPTURE_VIBRATION_MS = 50;
export const CAMERA_RESTART_MS = 100;
export const MOBILE_WIDTH_THRESHOLD = 768;
export const MESSAGE_DISMISS_MS = 5000;
export const POST_UPLOAD_REDIRECT_MS = 2000;
export const POST_ASSIGN_PROMPT_MS = 1500;
/** Section 4.3: the browser's own detector is trusted at 0.95, the fallback at 0.8. */
export const NATIVE_BARCODE_CONFIDENCE = 0.95;
export const FALLBACK_BARCODE_CONFIDENCE = 0.8;
/** Section 9, in the names the browser's BarcodeDetector uses. */
export const BARCODE_DETECTOR_FORMATS = [
  'code_128',
  'code_39',
  'ean_13',
  'ean_8',
  'upc_a',
  'upc_e',
  'qr_code',
] as const;

/** Browser storage key of the local fallback (section 3); ids there begin with temp_. */
export const LOCAL_PHOTOS_KEY = 'temp_uploaded_photos';
export const LOCAL_ID_PREFIX = 'temp_';

/** The texts of spec sections 2, 5 and 8, word for word. */
export const PHOTO_MESSAGES = {
  skuRequired: 'SKU is required',
  skuLiveDigits: 'Must end with digits',
  skuMustEndWithDigits: 'SKU must end with digits (e.g., ABC-123)',
  selectToAssign: 'Please select photos to assign a SKU to',
  selectToDelete: 'Please select photos to delete',
  databaseUnavailable: 'Database connection not available. Please check your configuration.',
  networkFailed: 'Network connection failed. Please check your internet connection and try again.',
  storageNotSetUp: 'Photo storage is not set up. Please contact support for assistance.',
  tooLarge: 'One or more photos are too large. Please use photos smaller than 10MB.',
  uploadFailedDefault: 'Failed to upload photos. Please try again.',
  processedNotSaved: 'Photos processed but could not be saved',
  loadFailed: 'Failed to load photos. Please try again.',
  localDeleteFailed: 'Failed to delete photos locally',
  localAssignFailed: 'Failed to save SKU assignment locally',
  uploadedTitle: 'Photos Uploaded Successfully!',
  emptyTitle: 'No Photos to Assign',
  emptyText: 'Upload photos first, then return here to assign SKUs.',
  errorTitle: 'Error Loading Photos',
  allAssigned:
    'All photos have been assigned SKUs! Would you like to move to Generate Listings to create your item details?',
  cameraDenied: 'Camera access denied or unavailable. Please allow camera permissions and try again.',
  captureFailed: 'Failed to capture photo. Please try again.',
  barcodeFailed: 'Barcode scanning failed. Please try again.',
  heic: 'HEIC photos cannot be read here. Please save the photo as JPEG (on iPhone: Settings > Camera > Formats > Most Compatible) and upload it again.',
} as const;

export const uploadFailedMessage = (reason: string) => `Upload failed: ${reason}`;
export const savedLocallyMessage = (n: number) => `Photos saved locally (${n} photos) - database unavailable`;
export const deleteConfirmMessage = (n: number) =>
  `Are you sure you want to delete ${n} photo(s)? This action cannot be undone.`;
export const deleteFailedMessage = (reason: string) => `Failed to delete photos: ${reason}`;
export const deleteSuccessMessage = (n: number, localOnly: boolean) =>
  `Successfully deleted ${n} photo(s)${localOnly ? ' (from local storage - database unavailable)' : ''}`;
export const assignFailedMessage = (reason: string) => `Failed to assign SKU: ${reason}`;
export const assignSuccessMessage = (sku: string, n: number, local: boolean) =>
  `Successfully assigned SKU "${sku}" to ${n} photo(s)${local ? ' (saved locally - database unavailable)' : ''}`;
export const uploadButtonLabel = (n: number) => `Upload ${n} Photo${n === 1 ? '' : 's'}`;

/** Section 5: non-empty after trimming and ending with a digit (ABC-123). */
export function skuProblem(raw: string): string | null {
  const sku = raw.trim();
  if (!sku) return PHOTO_MESSAGES.skuRequired;
  if (!/\d$/.test(sku)) return PHOTO_MESSAGES.skuMustEndWithDigits;
  return null;
}

export const SkuSchema = safeText(50, { tooLong: 'SKU must be at most 50 characters' })
  .trim()
  .min(1, PHOTO_MESSAGES.skuRequired)
  .regex(/\d$/, PHOTO_MESSAGES.skuMustEndWithDigits);

/** Section 5: after removing dashes and spaces, an optional 97x prefix, 9 digits, then a digit or X. */
export function isIsbnCode(code: string): boolean {
  return /^(?:97[89])?\d{9}[\dX]$/i.test(code.replace(/[-\s]/g, ''));
}

/** An uploaded_photos row as the API returns it (section 3), plus what the screens need. */
export const UploadedPhotoSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  image_url: z.string(),
  thumbnail_url: z.string(),
  filename: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  upload_order: z.number().int(),
  status: PhotoStatusSchema,
  assigned_sku: z.string().nullable(),
  assigned_item_id: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  rotation: z.number().int(),
  /** The seller's earlier upload of the very same photo, if any. */
  duplicate_of: z.string().nullable(),
  /** The adult-content check flagged it (decision 011); it needs a confirmation before it is posted. */
  adult_flagged: z.boolean(),
  /** The seller confirmed the flagged photo shows the item and is suitable for eBay. */
  adult_confirmed: z.boolean(),
  /** When the adult-content check ran; null while it waits (decisions 011 and 035). */
  adult_checked_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

export const PhotoListSchema = z.object({ photos: z.array(UploadedPhotoSchema) });
/** GET /api/photos answers a page (issue 19: keyset pagination); other answers carry the photos alone. */
export const PhotoPageSchema = PhotoListSchema.extend({ next_cursor: NextCursorSchema });
export type PhotoPage = z.infer<typeof PhotoPageSchema>;
export type PhotoList = z.infer<typeof PhotoListSchema>;

/** Section 7: unassigned photos for the SKU screen, assigned ones for the Generate screen. */
export const PhotoListQuerySchema = PageQuerySchema.extend({
  view: z.enum(['unassigned', 'assigned']).default('unassigned'),
});
export type PhotoListQuery = z.infer<typeof PhotoListQuerySchema>;

/** Per-file metadata sent as the first multipart field, in file order. */
export const UploadMetaSchema = z.array(
  z.object({
    /** The temp_ id of a photo kept in the browser; makes a later sync idempotent. */
    client_id: safeText(100).startsWith(LOCAL_ID_PREFIX).optional(),
    assigned_sku: SkuSchema.optional(),
  }),
);
export type UploadMeta = z.infer<typeof UploadMetaSchema>;

export const UploadResultSchema = z.object({
  photos: z.array(UploadedPhotoSchema),
  /** How many of these the seller had uploaded before (section 'duplicate'). */
  duplicates: z.number().int(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

const IdsSchema = z.array(safeUuid('Unknown photo')).min(1, 'Please select photos').max(500);

export const AssignSkuSchema = z.object({ ids: IdsSchema, sku: SkuSchema });
export type AssignSku = z.infer<typeof AssignSkuSchema>;

export const DeletePhotosSchema = z.object({ ids: IdsSchema });
export type DeletePhotos = z.infer<typeof DeletePhotosSchema>;

export const RotatePhotosSchema = z.object({ ids: IdsSchema, direction: z.enum(['left', 'right']) });
export type RotatePhotos = z.infer<typeof RotatePhotosSchema>;

export const PhotoCountSchema = z.object({ count: z.number().int().nonnegative() });
export type PhotoCount = z.infer<typeof PhotoCountSchema>;

/** The item the SKU's photos become part of: one of the seller's own items (a foreign one is "not found"). */
export const LinkSkuSchema = z.object({ assigned_item_id: safeUuid('Unknown item') });
export type LinkSku = z.infer<typeof LinkSkuSchema>;

export const UpdatedCountSchema = z.object({ updated: z.number().int() });
export type UpdatedCount = z.infer<typeof UpdatedCountSchema>;

export const GroupByLabelResultSchema = z.object({
  groups: z.array(z.object({ sku: z.string(), photo_ids: z.array(z.string()) })),
  label_photo_ids: z.array(z.string()),
  /** Photos before the first label photo stay unassigned. */
  ungrouped: z.number().int(),
});
export type GroupByLabelResult = z.infer<typeof GroupByLabelResultSchema>;

/** Section 7: the detection call, JSON with a data URL. */
export const BarcodeDetectRequestSchema = z.object({
  imageData: safeText(12 * 1024 * 1024, { tooLong: 'The camera frame is too large' }).regex(
    /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+$/,
    'imageData must be a JPEG, PNG or WebP data URL',
  ),
  detection_type: z.literal('barcode').default('barcode'),
});
export type BarcodeDetectRequest = z.infer<typeof BarcodeDetectRequestSchema>;

export const BarcodeDetectResponseSchema = z.object({
  success: z.boolean(),
  barcodes: z.array(BarcodeResultSchema),
});
export type BarcodeDetectResponse = z.infer<typeof BarcodeDetectResponseSchema>;

export const ProductLookupResponseSchema = z.object({
  code: z.string(),
  found: z.boolean(),
  productInfo: ProductInfoSchema.nullable(),
});
export type ProductLookupResponse = z.infer<typeof ProductLookupResponseSchema>;
