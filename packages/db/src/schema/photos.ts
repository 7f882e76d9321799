import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Photos a seller uploaded (spec part 2, section 3). The stored files live in
 * the storage driver: `storage_path` is the original, `{userId}/{timestamp}_{index}.{ext}`;
 * the 1600 px and 400 px renditions sit beside it. `image_url` is the
 * session-checked address of the 1600 px rendition.
 */
export const uploadedPhotos = pgTable(
  'uploaded_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    filename: text('filename').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    uploadOrder: integer('upload_order').notNull().default(0),
    status: text('status', { enum: ['local', 'uploaded', 'assigned', 'processed'] })
      .notNull()
      .default('uploaded'),
    assignedSku: text('assigned_sku'),
    // The items table arrives with the listings issue; kept as text until then.
    assignedItemId: text('assigned_item_id'),
    storagePath: text('storage_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Clockwise degrees applied by Rotate Left / Right; the original file is never overwritten. */
    rotation: integer('rotation').notNull().default(0),
    /** sha256 of the uploaded bytes: the same photo uploaded twice is pointed out. */
    contentHash: text('content_hash').notNull(),
    duplicateOf: uuid('duplicate_of'),
    /** The browser's temp_ id when a locally kept photo was synced: makes the sync idempotent. */
    clientId: text('client_id'),
    /**
     * Upload safety (decision 011): the explicit-content probability of the
     * 400 px rendition (nsfwjs Porn + Hentai), null until scored or when the
     * model could not score it. `adult_checked_at` is when it was last tried.
     */
    adultScore: real('adult_score'),
    adultFlagged: boolean('adult_flagged').notNull().default(false),
    adultCheckedAt: timestamp('adult_checked_at', { withTimezone: true }),
    /** When the seller confirmed a flagged photo shows the item and is suitable to post. */
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('uploaded_photos_user_status_order_idx').on(t.userId, t.status, t.uploadOrder),
    index('uploaded_photos_user_sku_idx').on(t.userId, t.assignedSku),
    /** The photo list's keyset orders (issue 19): unassigned by upload order, assigned by SKU. */
    index('uploaded_photos_unassigned_order_idx')
      .on(t.userId, t.uploadOrder, t.createdAt, t.id)
      .where(sql`${t.assignedSku} is null`),
    index('uploaded_photos_assigned_order_idx')
      .on(t.userId, t.assignedSku, t.uploadOrder, t.id)
      .where(sql`${t.assignedSku} is not null`),
    index('uploaded_photos_user_hash_idx').on(t.userId, t.contentHash),
    uniqueIndex('uploaded_photos_user_client_id_idx').on(t.userId, t.clientId),
    check('uploaded_photos_status_check', sql`${t.status} in ('local', 'uploaded', 'assigned', 'processed')`),
    check('uploaded_photos_rotation_check', sql`${t.rotation} in (0, 90, 180, 270)`),
  ],
);
